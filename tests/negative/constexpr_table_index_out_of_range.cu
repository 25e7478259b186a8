// A device variable initialized from an element past the end of a constexpr table.
constexpr int squares[3] = {0, 1, 4};
__device__ int beyond = squares[7];
__global__ void k(int *o) { o[0] = beyond; }
