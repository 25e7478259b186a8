// corpus: the GNU built-ins device code has (the floating constants the C library's NAN and
// INFINITY are made of, bit counts) give the host's values, and __has_builtin answers 1 for
// them, for the type-trait keywords, and 0 for others; each reads its operand once. Those that
// nvcc's device code has as host functions (byte swaps, parity, `ctz`) are computed where their
// arguments are constants (`__builtin_clrsb` is not: a host function's call).
#include <cstdio>
#include <cstring>

__host__ __device__ int answered() {
    int r = 0;
#if __has_builtin(__builtin_popcount) && __has_builtin(__builtin_clzll)
    r |= 1;
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_bswap64)
    r |= 2;
#endif
#if __has_builtin(__is_class) && __has_builtin(__is_trivially_copyable)
    r |= 4;
#endif
#if __has_builtin(__builtin_not_a_builtin)
    r |= 8;
#endif
#if defined(__has_builtin) && __has_builtin(__builtin_nanf)
    r |= 16;
#endif
    return r;
}

__host__ __device__ void builtins(const char* side) {
    float nan = __builtin_nanf("");
    double dnan = __builtin_nan("");
    unsigned bits;
    unsigned long long dbits;
    memcpy(&bits, &nan, sizeof bits);
    memcpy(&dbits, &dnan, sizeof dbits);
    printf("%s: %d %x %llx %f %f %f %f %x %x %llx %d %d\n", side, answered(), bits, dbits,
           __builtin_inff(), __builtin_inf(), __builtin_huge_valf(), __builtin_huge_val(),
           (unsigned)__builtin_bswap16((unsigned short)0x1234), __builtin_bswap32(0x12345678u),
           (unsigned long long)__builtin_bswap64(0x0102030405060708ULL),
           __builtin_popcount(0xf0f0u), __builtin_ctzll(1ULL << 40));
    unsigned long long words[2] = {0x1122334455667788ULL, 0x99aabbccddeeff00ULL};
    const unsigned long long* p = words;
    int ones = __builtin_popcountll(*p++);
    printf("%s: %d %d %d %d\n", side, ones, (int)(p - words), __builtin_parityll(7ULL),
           __builtin_parityl(3L));
}

__global__ void kernel() { builtins("device"); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    builtins("host");
    return 0;
}
