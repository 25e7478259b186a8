__global__ void k(int *out, int n)
{
    auto f = [n](int x) { n += x; return n; };
    out[0] = f(1);
}
