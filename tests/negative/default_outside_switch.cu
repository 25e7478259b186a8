__global__ void k(int *out)
{
    if (out[0]) {
    default:
        out[1] = 0;
    }
}
