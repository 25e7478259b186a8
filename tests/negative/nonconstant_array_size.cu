__global__ void k(float *out, int n)
{
    float scratch[n];
    out[0] = 1.0f;
}
