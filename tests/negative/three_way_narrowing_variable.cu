// flags: -std=c++20
// `<=>` of a signed variable and an unsigned integer narrows the variable (nvcc 13.0's
// message, measured).
#include <compare>
__device__ int variable(int x) { auto a = x <=> 1u; return a < 0; }
__global__ void k(int* o) { *o = variable(2); }
