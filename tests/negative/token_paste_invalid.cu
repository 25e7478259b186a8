#define CAT(a, b) a ## b

__global__ void k(int *out)
{
    out[0] = CAT(1, +);
}
