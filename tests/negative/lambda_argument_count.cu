__global__ void k(int *out)
{
    auto add = [](int a, int b) { return a + b; };
    out[0] = add(1);
}
