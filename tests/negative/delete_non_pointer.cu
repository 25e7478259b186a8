__global__ void k(int v)
{
    delete v;
}
