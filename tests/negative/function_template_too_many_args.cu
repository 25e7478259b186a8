template <typename T>
__device__ T twice(T x)
{
    return x + x;
}

__global__ void k(int *out)
{
    out[0] = twice<int, float>(3);
}
