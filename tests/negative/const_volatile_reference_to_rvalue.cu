struct S { int v; };
__device__ void take(const volatile S& s) {}
__global__ void k(int* o) {
  take(S{1});
  const volatile int& r = 5;
  *o = r;
}
int main() { return 0; }
