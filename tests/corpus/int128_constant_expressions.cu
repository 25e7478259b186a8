// corpus: constant expressions computed in 128 bits where their operands are `__int128`: a
// 64-bit constant through 128-bit intermediates, a `constexpr` multiply-high used as a
// template argument, an array bound and in `static_assert`, unsigned 128-bit comparisons and
// division past 2^64, and signed 128-bit division of negative numbers.
#include <cstdio>

typedef unsigned __int128 u128;
constexpr unsigned long long high_one = (unsigned long long)(((u128)1 << 64) >> 64);

__host__ __device__ constexpr unsigned long long mulhi(unsigned long long a, unsigned long long b) {
    return (unsigned long long)(((u128)a * b) >> 64);
}

template <unsigned long long V> struct Const {
    static constexpr unsigned long long value = V;
};

constexpr unsigned long long big = 0x123456789abcdef0ull;
static_assert(mulhi(big, big) == 0x14b66dc33f6acdcull, "multiply-high");
static_assert(((u128)1 << 100) > ((u128)1 << 99), "wide comparison");
static_assert((unsigned long long)((((u128)1 << 100) + 7) / ((u128)1 << 40)) == (1ull << 60),
              "wide division");
static_assert((long long)((-((__int128)1 << 70)) / ((__int128)1 << 68)) == -4, "signed division");
static_assert((unsigned long long)(~(u128)0 >> 64) == ~0ull, "all ones");

__global__ void kernel(unsigned long long* out) {
    int sized[(int)(mulhi(1ull << 40, 1ull << 30) + 1)];
    out[0] = high_one;
    out[1] = Const<mulhi(big, 1ull << 36)>::value;
    out[2] = sizeof(sized) / sizeof(int);
    constexpr unsigned long long low = (unsigned long long)((u128)big * big);
    out[3] = low;
    u128 x = big;
    out[4] = (unsigned long long)((x * x) >> 64);
}

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 5 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("high_one %llu, mulhi(big, 2^36) %llx, bound %llu\n", out[0], out[1], out[2]);
    printf("low %llx, run-time mulhi %llx\n", out[3], out[4]);
    cudaFree(out);
    return 0;
}
