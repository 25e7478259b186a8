__global__ void k(float *out)
{
    __shared__ float total = 0.0f;
    out[threadIdx.x] = 0.0f;
}
