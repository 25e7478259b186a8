// Device code of each file is compiled whole: a variable only another file defines is an error.
extern __device__ int defined_elsewhere;

__global__ void read(int *out) { out[0] = defined_elsewhere; }
