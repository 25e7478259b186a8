__global__ void k(unsigned long long *out)
{
    out[0] = 123456789012345678901234567890;
}
