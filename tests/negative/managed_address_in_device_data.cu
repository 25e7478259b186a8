// ferrocuda allocates a __managed__ variable's memory when the program runs, so its address is
// not a constant a device variable can start with: a located error (nvcc accepts this; see
// GAPS.md), never a wrong pointer.
__managed__ int counter;
__device__ int* where = &counter;
__global__ void k(int* out) { out[0] = *where; }
