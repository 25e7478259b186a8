__global__ int count(int *out)
{
    out[0] = 1;
    return 1;
}
