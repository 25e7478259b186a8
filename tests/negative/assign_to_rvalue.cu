__global__ void k(int *out, int a, int b)
{
    a + b = out[0];
}
