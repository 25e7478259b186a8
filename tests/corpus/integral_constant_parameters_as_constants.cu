// corpus: a parameter or local of an empty class with a constexpr conversion (std::integral_constant) is a constant where a constant is needed: template arguments (Sq<I + 1>), array bounds, constexpr locals; the static_for idiom over index constants
#include <cstdio>
#include <type_traits>
#include <utility>

template <int N> struct Square {
    static constexpr int value = N * N;
};

template <class I> __host__ __device__ int use_index(I i)
{
    int scratch[i + 1];
    for (int k = 0; k <= i; ++k) scratch[k] = k;
    constexpr int next = i + 1;
    return Square<i + 1>::value * 1000 + int(sizeof(scratch)) * 10 + next;
}

template <class F, int... Is>
__host__ __device__ void static_for(F&& f, std::integer_sequence<int, Is...>)
{
    (f(std::integral_constant<int, Is>{}), ...);
}

__host__ __device__ void run(long long* out)
{
    out[0] = use_index(std::integral_constant<int, 3>{});
    long long sum = 0;
    static_for([&](auto i) { sum = sum * 100 + Square<i>::value; }, std::make_integer_sequence<int, 5>{});
    out[1] = sum;
    auto two = std::integral_constant<int, 2>{};
    out[2] = Square<two * 3>::value;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 3;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
