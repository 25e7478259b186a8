// corpus: a class named only as a template argument of a metafunction is not instantiated, so
// its static_assert does not fire (CUB's WarpExchange names a strategy for widths it does not
// take: cond<true, int, Checked<4>>::type)
#include <cstdio>

template <bool B, class T, class F> struct conditional { using type = T; };
template <class T, class F> struct conditional<false, T, F> { using type = F; };

template <int Width> struct ShuffleStrategy {
    static_assert(Width == 32, "the shuffle strategy needs a whole warp");
    static const int value = Width;
};
template <int Width> struct SharedStrategy { static const int value = -Width; };

template <int Width>
using Strategy = typename conditional<Width == 32, ShuffleStrategy<32>, SharedStrategy<Width>>::type;

template <class T> struct Box { T *p; };

__global__ void kernel(int *out) {
    typename conditional<true, int, ShuffleStrategy<4>>::type plain = 7;
    Box<ShuffleStrategy<8>> box{nullptr};
    out[0] = plain + (box.p == nullptr);
    out[1] = Strategy<32>::value;
    out[2] = Strategy<16>::value;
}

int main() {
    int *d, h[3];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
