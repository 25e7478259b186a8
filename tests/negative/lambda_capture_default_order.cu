__global__ void k(int *out, int n)
{
    auto f = [=, &](int x) { return n + x; };
    out[0] = f(1);
}
