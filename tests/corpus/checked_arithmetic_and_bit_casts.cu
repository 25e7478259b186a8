// GCC's checked arithmetic (`__builtin_add_overflow` and its typed forms), `__builtin_bit_cast`
// and `std::bit_cast` (constant expressions too), and the type relations `__is_same` and
// `__is_base_of`, in device code and on the host; the bit builtins in constant expressions.
#include <bit>
#include <climits>
#include <cstdint>
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
    int j = 0, i;
    long long q;
    unsigned u;
    short s;
    unsigned char c;
    out[j++] = __builtin_add_overflow(INT_MAX, 1, &i) * 1000LL + (i == INT_MIN);
    out[j++] = __builtin_sub_overflow(0u, 1, &u) * 1000LL + (u == UINT_MAX);
    out[j++] = __builtin_mul_overflow(-3, 5, &u) * 1000LL + (u == (unsigned)-15);
    out[j++] = __builtin_mul_overflow(INT64_MIN, -1LL, &q) * 1000LL + (q == INT64_MIN);
    out[j++] = __builtin_add_overflow(100, 27, &s) * 1000LL + s;
    out[j++] = __builtin_add_overflow(-1, 1, &c) * 1000LL + c;
    out[j++] = __builtin_sub_overflow(-100, 200u, &s) * 1000LL + s;
    out[j++] = __builtin_mul_overflow(65536LL, 32768, &i) * 1000LL + i;
    out[j++] = __builtin_smul_overflow(46341, 46341, &i) * 1000LL + (i < 0);
    out[j++] = __builtin_uaddll_overflow(~0ull, 1ull, (unsigned long long*)&q) * 1000LL + q;
    out[j++] = __builtin_sub_overflow(INT_MIN, 1, &q) * 1000LL + (q == INT_MIN - 1LL);
    out[j++] = __builtin_mul_overflow(-65536, 32768, &i) * 1000LL + (i == INT_MIN);

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
    unsigned runtime = 0x80u << (x - 7);
    out[j++] = bits + __builtin_clz(runtime) + __builtin_popcountll(runtime);
}

constexpr int count = 20;

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
