// A `static_assert` in device code whose condition reads a parameter or a local that is not a
// constant is an error: only the device compiler sees such assertions. Unevaluated operands
// (`sizeof(x)`) and constant locals are constants.
template <typename T>
__device__ T scaled(T x, int n)
{
    static_assert(sizeof(x) >= 4, "wide enough");
    const int lanes = 32;
    static_assert(lanes % 2 == 0, "even");
    static_assert(n * lanes > 0, "positive");
    return x * n;
}
__global__ void k(float *out, int n)
{
    float y = out[0];
    static_assert(y < 2.0f || true, "small");
    out[1] = scaled(y, n);
}
