#define MAX(a, b) ((a) > (b) ? (a) : (b))

__global__ void k(int *out)
{
    out[0] = MAX(out[1], out[2];
}
