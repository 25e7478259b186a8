__global__ void k(int *out)
{
    int v = out[0];
    if (v) {
    case 1:
        out[1] = v;
    }
}
