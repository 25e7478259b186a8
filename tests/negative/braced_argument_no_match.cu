// A braced list whose items have no common type makes no initializer_list: it initializes the
// parameter's class, and where no parameter takes it (too many items, a deduced type) nothing
// matches.
struct P { int a; float b; };
__device__ float f(P p) { return p.a + p.b; }
template <class T> __device__ T same(T x) { return x; }
__global__ void k(float *out)
{
    out[0] = f({1, 2.5f, 3});
    out[1] = same({1, 2.0f});
    out[2] = same({});
}
