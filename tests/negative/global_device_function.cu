// A kernel cannot also be a device function.
__global__ __device__ void k(int *o) { *o = 7; }
