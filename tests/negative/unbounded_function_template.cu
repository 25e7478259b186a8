template <int N>
__device__ int depth()
{
    return 1 + depth<N + 1>();
}

__global__ void k(int *out)
{
    out[0] = depth<0>();
}
