// Aliases declared in a variadic function template's body that expand its pack
// (`typedef Tup<P...> value_t;`, `using other_t = Tup<P..., int>;`), used to make values.
#include <cstdio>

template <class... T> struct Tup {
    int n = sizeof...(T);
};

template <class... P> __device__ int count(P... p) {
    typedef Tup<P...> value_t;
    using other_t = Tup<P..., int>;
    using sizes_t = Tup<decltype(sizeof(p))...>;
    return value_t().n * 100 + other_t().n * 10 + sizes_t().n;
}

__global__ void counts(int* out) {
    out[0] = count(1, 2.0f);
    out[1] = count('a', 2, 3.0, 4u);
}

int main() {
    int* d;
    cudaMalloc(&d, 2 * sizeof(int));
    counts<<<1, 1>>>(d);
    int h[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
