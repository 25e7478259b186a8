__global__ void k(float *out)
{
    float v = out[0];
    out[1] = v.x;
}
