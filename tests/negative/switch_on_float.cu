__global__ void k(float *out)
{
    switch (out[0]) {
    case 1:
        out[1] = 0.0f;
        break;
    }
}
