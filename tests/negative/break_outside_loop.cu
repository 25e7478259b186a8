__global__ void k(int *out)
{
    if (threadIdx.x > 4)
        break;
    out[threadIdx.x] = 0;
}
