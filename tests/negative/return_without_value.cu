__device__ int clamp_index(int i, int n)
{
    if (i < n)
        return i;
    return;
}

__global__ void k(int *out)
{
    out[0] = clamp_index(threadIdx.x, 4);
}
