// With several template parameter packs, each must be deduced from an argument of its own.
template <class... A, class... B>
__device__ int count(A... a) { return sizeof...(A) + sizeof...(B); }

__global__ void kernel(int* out) { out[0] = count(1, 2); }
