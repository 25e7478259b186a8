__global__ void k(char *out)
{
    out[0] = '';
}
