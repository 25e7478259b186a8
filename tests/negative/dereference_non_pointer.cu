__global__ void k(int *out, int n)
{
    out[0] = *n;
}
