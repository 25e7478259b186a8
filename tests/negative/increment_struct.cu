struct Counter { int n; };

__global__ void k(Counter *out)
{
    out[0]++;
}
