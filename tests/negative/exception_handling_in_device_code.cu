// try and catch in device code are refused with nvcc's message; the function stays declared.
#include <cstdio>
__host__ __device__ int g(int x) { try { return x + 1; } catch (...) { return 0; } }
__global__ void k(int* o) { o[0] = g(2); }
