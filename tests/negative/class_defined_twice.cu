// A class and a class template each defined twice in one namespace (nvcc's wording, at the
// second definition's name).
struct A { int x; };
struct A { int y; };
template <class T> struct B { T v; };
template <class T> struct B { T w; };
namespace inner {
struct A { int z; };
}
__global__ void k(int *o) { o[0] = sizeof(inner::A); }
