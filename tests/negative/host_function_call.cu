int host_square(int x) { return x * x; }

__global__ void k(int *out)
{
    out[threadIdx.x] = host_square(threadIdx.x);
}
