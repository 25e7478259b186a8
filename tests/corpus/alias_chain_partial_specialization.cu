// corpus: a partial specialization written with an alias of an alias template with a pack
// (`idx2<Is...>` = `idx<Is...>` = `iseq<size_t, Is...>`) matches the type at the end of the
// chain, as a function template's parameter does
#include <cstddef>
#include <cstdio>
#include <initializer_list>

template <class T, T... Is> struct iseq {};
template <std::size_t... Is> using idx = iseq<std::size_t, Is...>;
template <std::size_t... Is> using idx2 = idx<Is...>;
template <std::size_t... Is> using idx3 = idx2<Is...>;

template <class S> struct count_of { enum { N = -1 }; };
template <std::size_t... Is> struct count_of<idx3<Is...> > { enum { N = sizeof...(Is) }; };

template <std::size_t... Is>
__device__ int sum(idx2<Is...>) {
    int s = 0;
    for (int v : {(int)Is...}) s += v;
    return s;
}

__global__ void kernel(int *out) {
    out[0] = count_of<iseq<std::size_t, 0, 1, 2> >::N;
    out[1] = count_of<idx<4, 5> >::N;
    out[2] = count_of<iseq<int, 1> >::N;
    out[3] = sum(iseq<std::size_t, 3, 4, 5>());
}

int main() {
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("three %d, two %d, other element type %d, sum %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
