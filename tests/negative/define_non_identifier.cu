#define 64 BLOCK

__global__ void k(int *out)
{
    out[0] = 0;
}
