// Class heads qualified from the global namespace (`template <> struct ::ns::C<float>`, as
// CUB's test helpers write them): explicit and partial specializations, a class declared in
// its namespace and defined outside it, with a base, and an elaborated type that keeps its
// qualification. C++ allows them and nvcc reads them; the host compiler is given the
// class heads without the leading `::`, as nvcc's own rendering gives its host compiler.
#include <cstdio>

namespace ns {
template <class T>
struct C {
    static const int v = 1;
};
struct Base {
    int b;
};
struct D;
} // namespace ns

template <>
struct ::ns::C<float> {
    static const int v = 2;
};

template <class T>
struct ::ns::C<T *> {
    static const int v = 3;
};

struct ::ns::D : ::ns::Base {
    int d;
};

__global__ void values(int *out)
{
    struct ::ns::D object;
    object.b = 4;
    object.d = 5;
    struct ::ns::D *p = &object;
    out[0] = ns::C<int>::v;
    out[1] = ns::C<float>::v;
    out[2] = ns::C<char *>::v;
    out[3] = p->b * 10 + p->d;
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    values<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("C<int> %d, C<float> %d, C<char*> %d, D %d\n", h[0], h[1], h[2], h[3]);
    printf("host: C<float> %d, C<char*> %d\n", ns::C<float>::v, ns::C<char *>::v);
    cudaFree(d);
    return 0;
}
