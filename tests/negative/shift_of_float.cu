__global__ void k(float *out)
{
    out[0] = out[1] << 2;
}
