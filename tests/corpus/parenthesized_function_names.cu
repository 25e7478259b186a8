// corpus: a parenthesized qualified function name called (`(ns::min)(a, b)`, written so to
// keep a `min` macro away) where a class template of that name in another namespace makes
// the name look like a type
#include <cstdio>
namespace ns {
namespace detail { template <typename T, T lhs, T rhs> struct min { static const T value = (lhs < rhs) ? lhs : rhs; }; }
template <class T> __host__ __device__ T min(const T &a, const T &b) { return b < a ? b : a; }
template <class T> __host__ __device__ T min(const T &a, const T &b, const T &c) { return min(min(a, b), c); }
__host__ __device__ int one(int a) { return a + 1; }
}
template <int N> struct one {};
__global__ void k(long *o) { long a = 5, b = 3, c = 1; o[0] = (ns::min)(a, b); o[1] = (ns::min)(a, b, c); o[2] = (ns::one)(7) + ns::detail::min<int, 4, 2>::value; }

int main() {
    long *d, h[3];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("min of two %ld, of three %ld, one %ld\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
