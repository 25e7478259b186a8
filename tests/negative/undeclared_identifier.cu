__global__ void copy(const float *in, float *out)
{
    int i = threadIdx.x;
    out[i] = in[idx];
}
