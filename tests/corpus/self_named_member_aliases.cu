// corpus: member aliases named as the class templates they alias (`typedef BlockExchange<T, N>
// BlockExchange;`, `using Pair = Pair<T>;`), as CUB's block primitives declare them, in classes
// nested in class templates and namespaces: the host compiler sees them as nvcc's host code
// writes them
#include <cstdio>

namespace lib {
template <typename T, int N> struct BlockExchange { T items[N]; };
template <typename T> struct Pair { T first, second; };

namespace detail {
template <typename T, int N> struct BlockLoad {
    template <int ALGORITHM> struct LoadInternal {
        typedef BlockExchange<T, N> BlockExchange;
        using Pair = Pair<T>;
        BlockExchange exchange;
        Pair ends;
    };
    LoadInternal<0> internal;
};
}  // namespace detail
}  // namespace lib

__global__ void load(int* out) {
    lib::detail::BlockLoad<int, 4> b;
    for (int i = 0; i < 4; i++) b.internal.exchange.items[i] = 10 * (i + 1);
    b.internal.ends.first = b.internal.exchange.items[0];
    b.internal.ends.second = b.internal.exchange.items[3];
    out[0] = b.internal.ends.first + b.internal.ends.second;
    out[1] = sizeof(b);
}

int main() {
    int* d;
    cudaMalloc(&d, 2 * sizeof(int));
    load<<<1, 1>>>(d);
    int h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sum of ends %d, sizeof %d\n", h[0], h[1]);
    lib::detail::BlockLoad<float, 2>::LoadInternal<1> host_side;
    host_side.ends.second = 2.5f;
    printf("host side %g, sizeof %d\n", host_side.ends.second, (int)sizeof(host_side));
    cudaFree(d);
    return 0;
}
