// corpus: overloads with several template parameter packs, one of which does not fit the call
// (libc++'s tuple implementation: a constructor taking an allocator tag first): the one that
// does not fit is no candidate, rather than an error about its packs
#include <cstdio>

template <unsigned long... I> struct indices {};
template <class... T> struct types {};
struct allocator_tag {};

template <unsigned long... U, class... T, class... Up>
__device__ int build(indices<U...>, types<T...>, Up &&...) {
    return (int)sizeof...(U) * 100 + (int)sizeof...(T) * 10 + (int)sizeof...(Up);
}
template <class Alloc, unsigned long... U, class... T, class... Up>
__device__ int build(allocator_tag, const Alloc &, indices<U...>, types<T...>, Up &&...) {
    return -1000 - (int)sizeof...(Up);
}

__global__ void kernel(int *out) {
    out[0] = build(indices<0, 1>(), types<int, int>(), 5, 6);
    out[1] = build(allocator_tag(), 3, indices<0>(), types<int>(), 7);
}

int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
