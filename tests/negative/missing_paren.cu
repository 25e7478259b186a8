__global__ void fill(int *out, int n)
{
    if (threadIdx.x < n {
        out[threadIdx.x] = 0;
    }
}
