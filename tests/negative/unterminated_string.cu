__global__ void k(const char **out)
{
    out[0] = "hello;
}
