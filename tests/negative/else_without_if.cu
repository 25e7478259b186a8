__global__ void k(int *out)
{
    out[0] = 1;
}
#else
