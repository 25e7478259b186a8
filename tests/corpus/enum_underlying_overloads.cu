// An unscoped enumeration whose underlying type is fixed promotes to that type and to the
// type that promotes to; overload resolution prefers the first (`ov(signed char)` over
// `ov(int)` for `enum Small : signed char`). An exact match of the enumeration beats both.
#include <cstdio>

enum Small : signed char { low = -5 };
enum Wide : long long { big = 3 };
enum Plain { one = 1 };

__host__ __device__ int ov(int) { return 1; }
__host__ __device__ int ov(signed char) { return 2; }
__host__ __device__ int by(Small) { return 3; }
__host__ __device__ int by(signed char) { return 4; }
__host__ __device__ int wide(int) { return 5; }
__host__ __device__ int wide(long long) { return 6; }

__host__ __device__ int chosen() {
  return ov(low) * 10000 + by(low) * 1000 + ov(one) * 100 + wide(big) * 10 + ov(Small(2));
}

__global__ void run(int* out) { *out = chosen(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, chosen());
  cudaFree(d);
  return 0;
}
