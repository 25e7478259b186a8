__global__ void k(float **out)
{
    out[0] = new float[16];
}
