#include <cstdio>
__device__ int twice(int x) { return 2 * x; }
__global__ void k(int* o) { *o = twice(21) + __CUDA_ARCH__ / 100; }
int run() { int* d; cudaMallocManaged(&d, 4); k<<<1,1>>>(d); cudaDeviceSynchronize(); int v = *d; cudaFree(d); return v; }
