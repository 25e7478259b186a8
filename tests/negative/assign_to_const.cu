__global__ void k(const float *in, float *out)
{
    const int n = 4;
    n = 5;
    in[0] = out[0];
    *in += 1.0f;
    n++;
    out[0] = in[n];
}
