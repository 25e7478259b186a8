#define TILE (-4)

__global__ void k(int *out)
{
    int buf[TILE];
    out[0] = 0;
}
