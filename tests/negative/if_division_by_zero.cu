#define BLOCKS 0
#if 1024 / BLOCKS > 4
#endif

__global__ void k(int *out)
{
    out[0] = 0;
}
