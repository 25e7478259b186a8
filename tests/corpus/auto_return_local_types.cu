// corpus: functions declared `auto` whose return expression names a type declared in their
// body (an alias, a local class), plain and templated
#include <cstdio>

template <bool B, class T, class F> struct cond { using type = T; };
template <class T, class F> struct cond<false, T, F> { using type = F; };

__device__ auto square(int x) {
    using W = long long;
    return (W)x * (W)x;
}
template <class T> __device__ auto widened(T x) {
    using W = typename cond<(sizeof(T) < 8), long long, T>::type;
    return W(x) * W(x);
}
template <class T> __device__ auto twice(T x) {
    struct Local { long long v; };
    return Local{x}.v * 2;
}

__global__ void k(long long *o) {
    o[0] = square(100000);
    o[1] = widened(100000);
    o[2] = twice(100000);
    o[3] = (long long)(widened(1.5) * 4);
}

int main() {
    long long *d;
    cudaMalloc(&d, 4 * sizeof(long long));
    k<<<1, 1>>>(d);
    long long h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%lld %lld %lld %lld\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
