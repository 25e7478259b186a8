// Before C++20 a name followed by `<` is a template only where ordinary lookup finds one: a
// friend template defined in its class, which only argument-dependent lookup finds, cannot be
// called with explicit template arguments.
namespace n {
struct V {
    int x;
    template <class T> friend __device__ T conv(V v) { return T(v.x); }
};
}
__global__ void k(float *o)
{
    n::V v{3};
    o[0] = conv<float>(v);
    o[1] = conv<float>(v) + 1.0f;
}
