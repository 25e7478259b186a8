// corpus: decltype of a local or parameter inside constant expressions (template arguments of a member's class, constexpr locals, array bounds, sizeof) and in the types of objects a deduced return type is read from (make_index_sequence<tuple_size_v<decay_t<decltype(t)>>>)
#include <cstdio>
#include <tuple>
#include <type_traits>
#include <utility>

template <long long N> struct Value {
    static constexpr long long v = N;
};

template <std::size_t... I> __host__ __device__ long long count(std::index_sequence<I...>)
{
    return sizeof...(I);
}

template <class T> __host__ __device__ auto elements(T&& tuple)
{
    return count(std::make_index_sequence<std::tuple_size_v<std::decay_t<decltype(tuple)>>>{});
}

template <class T> __host__ __device__ auto element_count(T&& tuple)
{
    return std::integral_constant<int, std::tuple_size_v<std::decay_t<decltype(tuple)>>>{};
}

__host__ __device__ void run(long long* out, int p)
{
    int x = 1;
    int arr[7] = {};
    out[0] = Value<std::is_integral<decltype(x)>::value>::v;
    constexpr bool same = std::is_same_v<decltype(x), int>;
    out[1] = same;
    int buf[std::extent<decltype(arr)>::value];
    out[2] = sizeof(buf);
    constexpr int n = sizeof(decltype(p));
    out[3] = n;
    auto t3 = std::make_tuple(1, 2.0, 'c');
    out[4] = elements(t3) * 10 + element_count(std::make_tuple(1, 2));
    auto generic = [](auto&& t) {
        return count(std::make_index_sequence<std::tuple_size_v<std::decay_t<decltype(t)>>>{});
    };
    out[5] = generic(std::make_tuple(1, 2, 3, 4));
}

__global__ void kernel(long long* out, int p) { run(out, p); }

int main()
{
    const int n = 6;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d, 5);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host, 5);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
