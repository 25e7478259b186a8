// corpus: const_cast of a `const` object to a reference to a class named with its namespace
// (`const_cast<ns::P<S>&>(s)`, as a library's dispatch selects a system), through a local
// typedef, and `*const_cast<int *>(&c)`: each writes the object
#include <cstdio>

namespace ns {
template <class T> struct P { int v; };
}

template <class S>
__device__ int select(const ns::P<S> &s) {
    ns::P<S> &n = const_cast<ns::P<S> &>(s);
    n.v += 10;
    typedef ns::P<S> Named;
    Named &m = const_cast<Named &>(s);
    m.v += 100;
    return s.v;
}

__device__ int bump(const int &c) {
    int &n = *const_cast<int *>(&c);
    n += 5;
    return c;
}

__global__ void kernel(int *out) {
    ns::P<int> p;
    p.v = 4;
    out[0] = select(p);
    int c = 1;
    out[1] = bump(c);
}

int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("through references %d, through a pointer %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
