__global__ void k(int *out)
{
    out[threadIdx.x] = `1;
}
