// flags: -Werror cross-execution-space-call
// A __host__ __device__ function's call of a host function in device code, which nvcc warns
// about, is an error under `-Werror cross-execution-space-call`.
int host_only(int x) { return x + 1; }
__host__ __device__ int either(int x) { return host_only(x); }
__global__ void k(int* p) { p[0] = either(1); }
