__global__ void k(int *out)
{
    int i = 0;
    {
        int i = 2;
        out[1] = i;
    }
    int i = 1;
    out[0] = i;
}
