__global__ void k(int *out)
{
    int &r;
    out[0] = 0;
}
