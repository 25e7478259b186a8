__global__ void k(int *out, int n)
{
    if (n > 0)
        goto done;
    out[0] = n;
    out[1] = n;
}
