__global__ void k(int *out, int n)
{
    auto add = [n](int x) { return x + n; };
    auto other = add;
    other = add;
    decltype(add) fresh;
    out[0] = other(1) + fresh(2);
}
