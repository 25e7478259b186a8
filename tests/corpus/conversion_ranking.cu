// Overload resolution ranks a pointer's conversions as C++ does: to a base class above to
// `void*`, to `void*` above to `bool`; and of two user-defined conversions through one
// conversion function, the one whose result needs no further conversion.
#include <cstdio>

struct A {};
struct B : A {};
struct C : B {};
struct Wide {
  __host__ __device__ operator long() const { return 9; }
};

__host__ __device__ int test(bool) { return 1; }
__host__ __device__ int test(void*) { return 2; }
__host__ __device__ int base(A*) { return 1; }
__host__ __device__ int base(void*) { return 2; }
__host__ __device__ int nearest(A*) { return 1; }
__host__ __device__ int nearest(B*) { return 2; }
__host__ __device__ int widen(long) { return 1; }
__host__ __device__ int widen(double) { return 2; }
__host__ __device__ int flag(bool) { return 1; }
__host__ __device__ int flag(int) { return 2; }

__host__ __device__ int ranked() {
  int x = 0;
  C c;
  void* v = &x;
  return test(&x) * 10000 + base(&c) * 1000 + nearest(&c) * 100 + widen(Wide{}) * 10 +
         test(v) + flag(&x) * 100000;
}

__global__ void run(int* out) { *out = ranked(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, ranked());
  cudaFree(d);
  return 0;
}
