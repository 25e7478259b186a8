// flags: -std=c++20
// `<=>` of a signed and an unsigned integer narrows the signed one: an error unless it is a
// constant that fits (nvcc 13.0's messages, measured).
#include <compare>
__device__ int constant(int x) { auto a = -1 <=> 1u; return a < 0; }
__device__ int fits(int x) { auto a = 1 <=> 1u; return a < 0; }
__global__ void k(int* o) { *o = constant(1) + fits(2); }
