__global__ void k(int *out)
{
    auto v;
    out[0] = 0;
}
