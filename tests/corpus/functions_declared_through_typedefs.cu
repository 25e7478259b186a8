// corpus: functions declared through a typedef of a function type (`typedef int Unary(int); __device__ Unary twice;`), called before their definitions
#include <cstdio>

typedef int Unary(int);
typedef double Binary(double, double);

__device__ Unary twice;
__host__ __device__ Binary mean;

__global__ void k(double* out, int s) {
  out[0] = twice(s);
  out[1] = mean(s, 10.0);
}

__device__ int twice(int v) { return 2 * v; }
__host__ __device__ double mean(double a, double b) { return (a + b) / 2; }

int main() {
  double* out;
  cudaMallocManaged(&out, 2 * sizeof(double));
  k<<<1, 1>>>(out, 3);
  cudaDeviceSynchronize();
  printf("%g %g %g\n", out[0], out[1], mean(1.0, 2.0));
  cudaFree(out);
  return 0;
}
