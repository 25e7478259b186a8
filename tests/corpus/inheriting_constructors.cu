// corpus: inheriting constructors (`using Base::Base;`), of a plain base and of a class
// template base; the derived class's own members take their default member initializers
#include <cstdio>

struct Base {
    int a, b;
    __device__ Base(int x, int y) : a(x), b(y) {}
    __device__ explicit Base(int x) : a(x), b(-x) {}
};
struct Derived : Base {
    using Base::Base;
    int extra = 7;
};
template <class T> struct TBase {
    T v;
    __device__ TBase(T x) : v(x * 2) {}
};
template <class T> struct TDerived : TBase<T> {
    using TBase<T>::TBase;
};

__global__ void k(int *o) {
    Derived d(3, 4);
    Derived e(5);
    TDerived<int> t(21);
    TDerived<float> f(0.25f);
    o[0] = d.a * 100 + d.b * 10 + d.extra;
    o[1] = e.a * 10 + e.b;
    o[2] = t.v;
    o[3] = (int)(f.v * 100);
}

int main() {
    int *d;
    cudaMalloc(&d, 4 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
