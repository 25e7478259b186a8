// Two function templates that both take two `int`s once deduced, neither more specialized
// than the other, make the call ambiguous (not one template declared twice).
template <class T> __device__ int g(T, int) { return 1; }
template <class T> __device__ int g(int, T) { return 2; }
__global__ void k(int *out) { out[0] = g(1, 2); }
