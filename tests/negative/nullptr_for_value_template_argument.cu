// `nullptr` is a template argument for a pointer or a pointer to member only, not for an int.
template <int N> __device__ int f() { return N; }
__global__ void k(int* o) { o[0] = f<nullptr>(); }
