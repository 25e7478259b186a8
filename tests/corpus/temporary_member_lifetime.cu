// A reference bound to a member or an element of a temporary keeps the whole temporary
// alive until the reference's scope ends (its destructor, which counts, runs then).
#include <cstdio>
struct T { int* c; int m = 5; int a[2] = {6, 7};
  __host__ __device__ T(int* p) : c(p) {} __host__ __device__ ~T() { *c += 1; } };
__host__ __device__ T make(int* p) { return T(p); }
__host__ __device__ int f() {
  int cnt = 0, v, w, x;
  { const int& m = T(&cnt).m; v = m * 10 + cnt; }
  { const int& e = make(&cnt).a[1]; w = e * 10 + cnt; }
  { auto&& m = T(&cnt).m; x = m * 10 + cnt; }
  return v * 10000 + w * 100 + x + cnt * 1000000;
}
__global__ void k(int* o) { *o = f(); }
int main() { int* d; cudaMalloc(&d, 4); k<<<1,1>>>(d); int h; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); printf("host=%d device=%d\n", f(), h); }
