__global__ void fill(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x
    out[i] = i;
}
