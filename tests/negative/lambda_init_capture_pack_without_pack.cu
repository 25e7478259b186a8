__global__ void k(int *out)
{
    auto f = [...zs = 5]() { return 0; };
    out[0] = f();
}
