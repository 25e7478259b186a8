// corpus: inheriting constructors (`using Base::Base;`), of a plain base and of a class
// template base; the derived class's own members take their default member initializers,
// also where the class has constructors of its own and where the inheritance is chained
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
__host__ __device__ int traced(int v) {
    printf("initializer %d\n", v);
    return v;
}
struct Mixed : Base {
    using Base::Base;
    int c = traced(9);
    __device__ Mixed(int x, int y, int z) : Base(x, y), c(z) {}
};
struct Chained : Mixed {
    using Mixed::Mixed;
    int d = traced(11);
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
    Mixed inherited(3), own(1, 2, 3);
    printf("Mixed %d %d %d, %d %d %d\n", inherited.a, inherited.b, inherited.c, own.a, own.b,
           own.c);
    Chained by_base(4, 5), by_mixed(6, 7, 8);
    printf("Chained %d %d %d %d, %d %d %d %d\n", by_base.a, by_base.b, by_base.c, by_base.d,
           by_mixed.a, by_mixed.b, by_mixed.c, by_mixed.d);
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
