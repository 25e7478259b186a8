#define A B + 1
#define B A * 2

__global__ void k(int *out)
{
    out[0] = A;
}
