__global__ void k(int *out)
{
    out[0] = this->x;
}
