// `__builtin_bit_cast` and `std::bit_cast` (constant expressions too), the type relations
// `__is_same` and `__is_base_of`, and the bit builtins in constant expressions (those that
// nvcc's device code has as host functions too), in device code and on the host.
#include <bit>
#include <cstdio>

struct Base {};
struct Derived : Base {};
struct Hidden : private Derived {};
union Either {};
struct Pair {
    short lo, hi;
};

template <class T>
__host__ __device__ constexpr bool is_int() { return __is_same(T, int); }

static_assert(std::bit_cast<unsigned>(1.0f) == 0x3f800000u, "float bits");
static_assert(__builtin_bit_cast(double, 0x4000000000000000ull) == 2.0, "double from bits");
static_assert(__is_same(long, long) && !__is_base_of(Hidden, Base), "relations");

__host__ __device__ void run(long long* out) {
    int j = 0;
    float f = 1.5f;
    out[j++] = __builtin_bit_cast(unsigned, f);
    constexpr double d = std::bit_cast<double>(0x3ff8000000000000ull);
    out[j++] = (long long)(d * 10);
    Pair p = std::bit_cast<Pair>(0x00020001);
    out[j++] = p.lo * 10 + p.hi;
    out[j++] = std::bit_cast<int>(p);

    out[j++] = __is_same(int, int) + 2 * __is_same(int, const int) + 4 * __is_same(int&, int) +
               8 * is_int<int>() + 16 * is_int<long>() + 32 * __is_same_as(unsigned, unsigned int);
    out[j++] = __is_base_of(Base, Derived) + 2 * __is_base_of(Base, Hidden) +
               4 * __is_base_of(Derived, Base) + 8 * __is_base_of(Base, Base) +
               16 * __is_base_of(int, int) + 32 * __is_base_of(Either, Either);
    int x = 7;
    out[j++] = *__builtin_launder(&x);
    constexpr int bits = __builtin_popcount(0xf0f0u) * 1000000 + __builtin_clz(1u) * 10000 +
                         __builtin_ctzll(1ull << 40) * 100 + __builtin_ffs(0);
    static_assert(bits == 8314000, "bit builtins");
    static_assert(__builtin_clzll(1) == 63 && __builtin_ffsl(96) == 6, "wide bit builtins");
    static_assert(__builtin_bswap32(0x12345678u) == 0x78563412u && __builtin_parity(7u),
                  "builtins nvcc computes");
    unsigned runtime = 0x80u << (x - 7);
    out[j++] = bits + __builtin_clz(runtime) + __builtin_popcountll(runtime);
}

constexpr int count = 8;

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, count * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[count];
    run(host);
    for (int k = 0; k < count; k++)
        printf("%lld%c", out[k], k + 1 < count ? ' ' : '\n');
    for (int k = 0; k < count; k++)
        printf("%lld%c", host[k], k + 1 < count ? ' ' : '\n');
    cudaFree(out);
    return 0;
}
