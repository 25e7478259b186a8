__global__ void k(int *out)
{
    /* the first thread writes
    out[0] = 1;
}
