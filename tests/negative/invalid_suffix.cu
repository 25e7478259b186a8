__global__ void k(float *out)
{
    out[0] = 1.5q;
}
