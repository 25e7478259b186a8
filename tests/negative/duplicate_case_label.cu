__global__ void k(int *out, int n)
{
    switch (n) {
    case 1:
        out[0] = 1;
        break;
    case 2:
        out[0] = 2;
        break;
    case 1:
        out[0] = 3;
        break;
    }
}
