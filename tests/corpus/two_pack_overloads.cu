// corpus: a function template with two packs (`tup<Ts...>&, F, seq<Is...>`) beside an
// overload that takes fewer arguments: a call with too few arguments for the first is a call
// of the second, which calls the first with a sequence of indices
#include <cstddef>
#include <cstdio>
#include <initializer_list>

template <class... Ts> struct tup {};
template <std::size_t... Is> struct seq {};

template <class F, class... Ts, std::size_t... Is>
__device__ int for_each(tup<Ts...> &, F f, seq<Is...>) {
    int sum = 0;
    for (int i : {(int)Is...}) sum += f(i);
    return (int)sizeof...(Ts) * 100 + sum;
}
template <class F, class... Ts>
__device__ int for_each(tup<Ts...> &t, F f) {
    return for_each(t, f, seq<0, 1, 2>());
}

struct square {
    __device__ int operator()(int i) const { return i * i; }
};

__global__ void kernel(int *out) {
    tup<int, char, float, double> t;
    out[0] = for_each(t, square());
    out[1] = for_each(t, square(), seq<4>());
}

int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("two arguments %d, three %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
