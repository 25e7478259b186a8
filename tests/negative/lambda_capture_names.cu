// A capture names a variable of the enclosing function once; `this` only in a member function.
__global__ void k(int *out, int n)
{
    auto f = [m](int x) { return x; };
    auto h = [n, n](int x) { return x; };
    auto t = [this](int x) { return x; };
    out[0] = f(1) + h(2) + t(3);
}
