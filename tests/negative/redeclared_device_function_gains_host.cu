__device__ int twice(int);
int twice(int x) { return 2 * x; }

__device__ int thrice(int);
__host__ int thrice(int x) { return 3 * x; }

__global__ void k(int* out) { *out = twice(1) + thrice(2); }
