// `operator&&` and `operator||` of a class are called with both operands evaluated; a class
// that only converts to `bool` keeps the built-in operators' short circuit.
#include <cstdio>
struct P { int* p; __host__ __device__ explicit operator bool() const { return p != nullptr; } };
struct B { int v; };
__host__ __device__ B operator&&(B a, B b){ return {a.v * 10 + b.v}; }
__host__ __device__ B operator||(B a, int b){ return {a.v * 100 + b}; }
__host__ __device__ int side(int& n) { ++n; return 1; }
__host__ __device__ int f(){
  int n = 0; P none{nullptr}; int x = 3; P some{&x};
  bool r1 = none && side(n);
  bool r2 = some || side(n);
  bool r3 = some && side(n);
  B b1{1}, b2{2};
  int t = 0;
  B c = b1 || (side(t), 7);
  return n * 1000 + r1 * 100 + r2 * 10 + r3 + (b1 && b2).v * 10000 + c.v * 1000000 + t * 100000000;
}
__global__ void k(int* o){ o[0]=f(); }
int main(){ int* o; cudaMallocManaged(&o,4); k<<<1,1>>>(o); cudaDeviceSynchronize(); printf("host %d device %d\n", f(), o[0]); }
