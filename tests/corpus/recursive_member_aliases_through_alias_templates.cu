// corpus: a recursive type-list filter whose member alias names the rest twice through an alias template (CondT<c, Cat<H, rest>, rest>) builds in linear time: each instance's member alias is resolved once
#include <cstdio>

template <class... Ts> struct List {};
template <bool B, class T, class U> struct Cond {
    using type = T;
};
template <class T, class U> struct Cond<false, T, U> {
    using type = U;
};
template <bool B, class T, class U> using CondT = typename Cond<B, T, U>::type;

template <class A, class B> struct Cat;
template <class... As, class... Bs> struct Cat<List<As...>, List<Bs...>> {
    using type = List<As..., Bs...>;
};

template <class L> struct FourBytes;
template <> struct FourBytes<List<>> {
    using type = List<>;
};
template <class H, class... Ts> struct FourBytes<List<H, Ts...>> {
    using rest = typename FourBytes<List<Ts...>>::type;
    using type = CondT<sizeof(H) == 4, typename Cat<List<H>, rest>::type, rest>;
};

template <class... Ts> __host__ __device__ constexpr int count(List<Ts...>) { return sizeof...(Ts); }

using Many = List<char, int, double, short, long, char, float, int, int, unsigned, double, char,
                  float, short, int, long long, unsigned, char, int, float, double, int, short, int>;

__host__ __device__ int run() { return count(typename FourBytes<Many>::type{}); }

__global__ void kernel(int* out) { *out = run(); }

int main()
{
    int* d;
    cudaMalloc(&d, sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev;
    cudaMemcpy(&dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    printf("device %d host %d\n", dev, run());
    cudaFree(d);
    return 0;
}
