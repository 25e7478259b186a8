__global__ void k(float **out)
{
    delete[] out[0];
}
