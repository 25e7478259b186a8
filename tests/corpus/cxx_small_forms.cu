// corpus: small C++ forms device code uses: auto* declarations (also in range-for), lambdas
// with noexcept, explicit template arguments written with decltype, std::forward of a
// forwarding reference, explicit destructor calls (placement-new style, pseudo-destructors),
// and a recursive class template's static members (computed once each)
#include <cstdio>
#include <new>
#include <utility>

template <class T> __device__ T id(T v) { return v; }
__device__ int kind(int &) { return 1; }
__device__ int kind(const int &) { return 2; }
__device__ int kind(int &&) { return 3; }
template <class T> __device__ int classify(T &&x) { return kind(std::forward<decltype(x)>(x)); }

struct Counter {
    int *log;
    int id;
    __device__ ~Counter() { *log = *log * 10 + id; }
};
template <class T> __device__ void destroy(T *p) { p->~T(); }

template <int N> struct Fibo { static constexpr long long v = Fibo<N - 1>::v + Fibo<N - 2>::v; };
template <> struct Fibo<0> { static constexpr long long v = 0; };
template <> struct Fibo<1> { static constexpr long long v = 1; };

__global__ void k(long long *o) {
    int a = 1, b = 2, c = 3;
    int *ps[3] = {&a, &b, &c};
    int s = 0;
    for (auto *p : ps) s += *p;
    for (const auto *p : ps) s += *p * 10;
    auto *q = &a;
    const auto *cq = &b;
    o[0] = s + *q + *cq;

    auto inc = [](int x) noexcept { return x + 1; };
    auto twice = [m = 2](int x) mutable noexcept -> int { return x * m; };
    o[1] = inc(1) * 100 + twice(3);

    int m = 5;
    double d = 1;
    o[2] = id<decltype(m)>(3) * 100 + (long long)sizeof(id<decltype(d)>(2.0)) * 10 + classify(m);
    const int cm = 6;
    o[3] = classify(7) * 10 + classify(cm);

    int log = 0;
    alignas(Counter) unsigned char storage[sizeof(Counter)];
    Counter *placed = new (storage) Counter{&log, 4};
    destroy(placed);
    Counter *again = new (storage) Counter{&log, 7};
    again->~Counter();
    int plain = 3;
    destroy(&plain);
    o[4] = log;

    o[5] = Fibo<90>::v;
}

int main() {
    long long *d;
    cudaMalloc(&d, 6 * sizeof(long long));
    k<<<1, 1>>>(d);
    long long h[6];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("auto* %lld, noexcept lambdas %lld, decltype arguments %lld %lld\n", h[0], h[1], h[2], h[3]);
    printf("destructors %lld, Fibo<90> %lld\n", h[4], h[5]);
    cudaFree(d);
    return 0;
}
