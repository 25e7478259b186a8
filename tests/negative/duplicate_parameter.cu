__device__ int add(int a, int a)
{
    return a;
}

__global__ void k(int *out)
{
    out[0] = add(1, 2);
}
