// corpus: Functional casts through type names where the parser must tell them from types: template arguments (std::size_t(4), std::uint64_t{3}) and an expression statement starting with T(*p).member(), as atomic_ref-style code writes
#include <cstdio>
#include <cstddef>
#include <cstdint>
#include <type_traits>

template <auto V> struct constant {
    static constexpr auto value = V;
};

struct Counter {
    int *p;
    __device__ explicit Counter(int &r) : p(&r) {}
    __device__ int bump() const { return (*p)++; }
};

template <class T, T N> struct Repeat {
    static constexpr T times = N;
};

__global__ void k(int *o, int *count)
{
    o[0] = (int)constant<std::size_t(5)>::value;
    o[1] = (int)std::integral_constant<std::size_t, std::size_t(4)>::value;
    o[2] = (int)constant<std::uint64_t{3}>::value;
    o[3] = (int)Repeat<std::int16_t, std::int16_t(-7)>::times;
    o[4] = std::is_same<decltype(constant<std::size_t(1)>::value + 0), std::size_t>::value;
    Counter(*count).bump();
    Counter(*count).bump();
    o[5] = *count;
}

int main()
{
    int *d, *c, h[6];
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&c, sizeof(int));
    cudaMemset(c, 0, sizeof(int));
    k<<<1, 1>>>(d, c);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    return 0;
}
