__global__ void k(int *out)
{
    int weights[3] = {1, 2, 3, 4};
    out[threadIdx.x] = weights[threadIdx.x % 3];
}
