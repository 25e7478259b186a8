// Copy-initialization from another type uses the converting constructors only: with an
// explicit `W(int)` beside `W(double)`, `W w = 5;` and an `int` passed for a `W` take the
// `double` one; direct initialization takes the explicit one.
#include <cstdio>

struct W {
  int v;
  __host__ __device__ explicit W(int a) : v(a) {}
  __host__ __device__ W(double) : v(1000) {}
};

__host__ __device__ int take(W w) { return w.v; }
__host__ __device__ W give(int a) { return a; }

__host__ __device__ int made() {
  W copied = 5;
  W direct(5);
  W braced{6};
  return take(5) + copied.v + direct.v * 10 + braced.v * 100 + give(7).v;
}

__global__ void run(int* out) { *out = made(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, made());
  cudaFree(d);
  return 0;
}
