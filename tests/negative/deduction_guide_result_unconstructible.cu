// A deduction guide written for a string literal (`Box(const char*) -> Box<int>`) is chosen
// over the one the constructor makes (a plain function over a template), and its class cannot
// be made from the literal.
template <class T> struct Box {
    T v;
    __device__ Box(T v) : v(v) {}
};
Box(const char*) -> Box<int>;
__global__ void k(int* out)
{
    Box b("x");
    *out = b.v;
}
