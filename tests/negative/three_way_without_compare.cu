// The result of '<=>' is a class of <compare>, which must be included.
__global__ void k(int *out, int a, int b)
{
    out[0] = (a <=> b) < 0;
}
