__device__ int twice(int x) { return 2 * x; }
__device__ int twice(float x) { return 3 * x; }
__device__ int twice(int y) { return y + y; }
__global__ void k(int* p) { p[0] = twice(p[1]); }
