// The argument of a template template parameter must name a class template: a type or a
// plain class is an error where the template is used.
template <typename T> struct Box { T v; };
struct Plain { int v; };
template <template <typename> class B> __device__ int make() { B<int> b{3}; return b.v; }
__global__ void k(int *out)
{
    out[0] = make<Box>();
    out[1] = make<int>();
    out[2] = make<Plain>();
}
