// A host constexpr function called in a kernel, for a constexpr local's initializer, without
// --expt-relaxed-constexpr: nvcc's error, though the value is a constant.
template <int N>
constexpr int ceil_pow2()
{
    int p = 1;
    while (p < N)
        p *= 2;
    return p;
}
__global__ void k(int *o)
{
    constexpr int P = ceil_pow2<5>();
    o[0] = P;
}
