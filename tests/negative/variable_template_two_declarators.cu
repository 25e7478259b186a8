// A template declaration declares one entity: a variable template with a second declarator is
// an error at that declarator.
template <typename T> __device__ T scale = T(1), offset = T(0);
__global__ void k(float *out) { out[0] = scale<float>; }
