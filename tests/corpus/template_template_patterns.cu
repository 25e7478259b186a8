// Template template parameters in patterns: partial specializations over `C<T>`, `C<char>` and
// `C<T, N>` chosen by the instance's class template and arguments (the more specialized
// first), explicit specializations over a template (a kernel's too), and function templates
// deducing `C` from an argument's type.
#include <cstdio>

template <class T> struct Box { T v; };
template <class T> struct Other { T v; };
template <class T, int N> struct Arr { T v[N]; };

template <class X> struct Info { static const int v = 0; };
template <template <class> class C, class T> struct Info<C<T>> {
    static const int v = 100 + sizeof(T);
};
template <template <class> class C> struct Info<C<char>> { static const int v = 200; };
template <template <class, int> class C, class T, int N> struct Info<C<T, N>> {
    static const int v = 300 + N;
};

template <template <class> class C> struct Kind { static const int v = 1; };
template <> struct Kind<Other> { static const int v = 2; };

template <template <class> class C, class T> __device__ C<T> shifted(C<T> x, T by) {
    C<T> r;
    r.v = x.v + by;
    return r;
}

template <template <class, int> class C, class T, int N> __device__ int length(const C<T, N> &) {
    return N;
}

template <template <class> class C> __global__ void sizes(int *out) {
    out[0] = sizeof(C<char>);
    out[1] = sizeof(C<double>);
}
template <> __global__ void sizes<Other>(int *out) {
    out[0] = -1;
    out[1] = -2;
}

__global__ void kernel(int *out) {
    out[0] = Info<Box<double>>::v;
    out[1] = Info<Other<short>>::v;
    out[2] = Info<Box<char>>::v;
    out[3] = Info<Arr<int, 7>>::v;
    out[4] = Info<int>::v;
    out[5] = Kind<Box>::v * 10 + Kind<Other>::v;
    Box<int> b{5};
    Other<float> o{1.5f};
    out[6] = shifted(b, 3).v * 100 + (int)(shifted(o, 2.0f).v * 10);
    Arr<float, 9> a;
    out[7] = length(a);
}

int main() {
    int *out, h[8], s[2];
    cudaMalloc(&out, sizeof h);
    kernel<<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    sizes<Box><<<1, 1>>>(out);
    cudaMemcpy(s, out, sizeof s, cudaMemcpyDeviceToHost);
    printf("sizes %d %d\n", s[0], s[1]);
    sizes<Other><<<1, 1>>>(out);
    cudaMemcpy(s, out, sizeof s, cudaMemcpyDeviceToHost);
    printf("specialized %d %d\n", s[0], s[1]);
    return 0;
}
