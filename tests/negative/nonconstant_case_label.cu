__global__ void k(int *out, int limit)
{
    switch (out[0]) {
    case limit:
        out[1] = 1;
        break;
    }
}
