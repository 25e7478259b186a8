int table[4] = {1, 2, 3, 4};

__global__ void k(int *out)
{
    out[threadIdx.x] = table[threadIdx.x];
}
