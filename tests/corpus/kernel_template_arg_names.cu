// Kernels instantiated with the template arguments library-style host code gives them: types
// of a namespace built from that namespace's templates (`ns::Box<ns::Tag>`), argument packs,
// arrays, function and member pointers, `nullptr_t`, functors of an unnamed namespace, and
// 64-bit values (signed, unsigned, the extremes).
#include <cstdio>
#include <cstddef>
#include <cstdint>

namespace mythrust {
template <class T> struct counting_iterator {
    T base;
    __device__ T operator[](int i) const { return base + i; }
};
struct square { __device__ int operator()(int x) const { return x * x; } };
template <class It, class F> struct transform_iterator {
    It it;
    F f;
    __device__ int operator[](int i) const { return f(it[i]); }
};
template <class... Ts> struct pack { int x; };
}

namespace {
struct Scale {
    int f;
    __device__ int operator()(int x) const { return x * f; }
};
}

struct S { int m; };
template <class T> struct G { int x; };

template <class It> __global__ void gather(It it, int* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = it[i];
}
template <class T> __global__ void field(T t, int* out) { *out += t.x; }
template <class F> __global__ void apply(F f, int* out) { *out = f(*out); }
template <long long N> __global__ void wide(long long* o) { *o = N; }
template <unsigned long long N> __global__ void uwide(unsigned long long* o) { *o = N; }
template <long long N> __device__ long long twice() { return 2 * N; }
__global__ void device_side(long long* o) { *o = twice<3000000000LL>(); }

int main() {
    int* d;
    cudaMallocManaged(&d, 8 * sizeof(int));
    mythrust::transform_iterator<mythrust::counting_iterator<int>, mythrust::square> it{{3}, {}};
    gather<<<1, 8>>>(it, d, 8);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; i++) printf("%d ", d[i]);
    printf("\n");

    *d = 0;
    field<<<1, 1>>>(mythrust::pack<int, float, S>{1}, d);
    field<<<1, 1>>>(G<int[3]>{2}, d);
    field<<<1, 1>>>(G<void (*)(int)>{4}, d);
    field<<<1, 1>>>(G<int S::*>{8}, d);
    field<<<1, 1>>>(G<std::nullptr_t>{16}, d);
    field<<<1, 1>>>(G<char16_t>{32}, d);
    cudaDeviceSynchronize();
    printf("fields %d\n", *d);

    *d = 7;
    apply<<<1, 1>>>(Scale{6}, d);
    cudaDeviceSynchronize();
    printf("scaled %d\n", *d);

    long long* l;
    unsigned long long* u;
    cudaMallocManaged(&l, 8);
    cudaMallocManaged(&u, 8);
    wide<5000000000LL><<<1, 1>>>(l);
    cudaDeviceSynchronize();
    printf("%lld\n", *l);
    wide<INT64_MIN><<<1, 1>>>(l);
    cudaDeviceSynchronize();
    printf("%lld\n", *l);
    uwide<0xFFFFFFFFFFFFFFF0ull><<<1, 1>>>(u);
    cudaDeviceSynchronize();
    printf("%llx\n", *u);
    device_side<<<1, 1>>>(l);
    cudaDeviceSynchronize();
    printf("%lld %s\n", *l, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
