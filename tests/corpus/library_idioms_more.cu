// Idioms of C++ libraries in device code: a CRTP base supplying operators as friends (found
// through the derived class), conversion functions to class types (plain and templated), a
// recursive variable template, user-defined literals, an anonymous struct member of a class
// template, and an aggregate copied with braces or parentheses.
#include <cstdio>

template <class D>
struct Arithmetic {
    friend __device__ D operator+(const D &a, const D &b) {
        D r = a;
        r.v += b.v;
        return r;
    }
    friend __device__ bool operator==(const D &a, const D &b) { return a.v == b.v; }
};

struct Meters : Arithmetic<Meters> {
    int v;
};

struct Pixel {
    int v;
};

template <class T>
struct Tagged {
    T value;
};

struct Raw {
    int v;
    __device__ operator Pixel() const { return Pixel{v * 2}; }
    template <class U>
    __device__ operator Tagged<U>() const { return Tagged<U>{U(v) / 4}; }
};

__device__ int brightness(Pixel p) { return p.v; }

template <int N>
constexpr long long factorial = N * factorial<N - 1>;
template <>
constexpr long long factorial<0> = 1;

__device__ constexpr unsigned long long operator""_KiB(unsigned long long n) { return n * 1024; }
__device__ constexpr double operator""_percent(long double x) { return (double)x / 100; }

template <class T, int W>
struct Window {
    struct {
        T x[W];
        int filled;
    } buffer;
    __device__ T sum() {
        for (int i = 0; i < W; i++) buffer.x[i] = T(i + 1);
        buffer.filled = W;
        T s = 0;
        for (int i = 0; i < buffer.filled; i++) s += buffer.x[i];
        return s;
    }
};

struct Triple {
    int v[3];
    int n;
};

struct Holder {
    Triple t;
    __device__ Holder(const Triple &x) : t(x) {}
};

__global__ void idioms() {
    Meters a, b;
    a.v = 2;
    b.v = 3;
    printf("crtp: %d %d\n", (a + b).v, a + b == b + a);
    Raw r{21};
    Pixel p = r;
    Tagged<float> t = r;
    printf("conversions: %d %d %g\n", p.v, brightness(r), t.value);
    printf("factorial: %lld %lld\n", factorial<5>, factorial<15>);
    printf("literals: %llu %g\n", 4_KiB, 12.5_percent);
    Window<float, 4> w;
    Window<int, 3> wi;
    printf("window: %g %d\n", w.sum(), wi.sum());
    Triple x{{1, 2, 3}, 4};
    Triple y{x};
    Triple z = Triple{x};
    Holder h(x);
    printf("copies: %d %d %d %d\n", y.v[2], z.n, h.t.v[1], h.t.n);
}

int main() {
    idioms<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
