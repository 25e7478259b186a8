// corpus: a partial specialization's template template pattern matches only an argument list
// of its length: `P<A, B>` is no pattern for `ptr<E, Tag, R = use_default, D = use_default>`,
// `P<A, B, C, D>` is (a pointer trait's element type)
#include <cstdio>

struct use_default {};
template <class E, class Tag, class R = use_default, class D = use_default> struct ptr {
    E *p;
};
template <class E, class Tag> struct pair_ptr {
    E *p;
};

template <class P> struct element { enum { v = 1 }; };
template <template <class, class> class P, class A, class B> struct element<P<A, B> > {
    enum { v = 2 };
};
template <template <class, class, class, class> class P, class A, class B, class C, class D>
struct element<P<A, B, C, D> > {
    enum { v = 4 };
    typedef A type;
};

struct tag {};

__global__ void kernel(int *out) {
    out[0] = element<ptr<double, tag> >::v;
    out[1] = element<pair_ptr<double, tag> >::v;
    out[2] = element<int>::v;
    out[3] = sizeof(element<ptr<double, tag> >::type);
}

int main() {
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("four parameters %d, two %d, none %d, sizeof(element type) %d\n", h[0], h[1], h[2],
           h[3]);
    cudaFree(d);
    return 0;
}
