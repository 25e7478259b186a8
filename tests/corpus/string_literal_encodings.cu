// Character and string literals of every encoding prefix in device code: `u8` (of `char8_t`
// from C++20 on), `u` (UTF-16), `U` (UTF-32) and `L` (`wchar_t`, 4 bytes as on the host), their
// sizes, code units (surrogate pairs too), joined pieces, raw forms and the arrays they
// initialize, locally and in device memory.
#include <cstdio>
#include <type_traits>

__device__ const char16_t greeting[] = u"h\u00e9llo \U0001F600";
__constant__ wchar_t wide[] = L"w\u00e9";
__device__ char8_t utf8[] = u8"\u00e9!";

template <class T, class U>
__device__ int same() { return std::is_same<T, U>::value; }

__device__ unsigned sum_units(const char32_t* s) {
    unsigned total = 0;
    for (; *s; ++s) total += *s;
    return total;
}

__global__ void k() {
    printf("types %d %d %d %d %d\n", same<decltype(u8'a'), char8_t>(),
           same<decltype(u8"ab"), const char8_t (&)[3]>(), same<decltype(u'a'), char16_t>(),
           same<decltype(U"ab"), const char32_t (&)[3]>(), same<decltype(L'a'), wchar_t>());
    printf("sizes %d %d %d %d %d %d\n", (int)sizeof(u8"\u00e9"), (int)sizeof(u"ab"),
           (int)sizeof(U"ab"), (int)sizeof(L"ab"), (int)sizeof(u"\U0001F600"),
           (int)sizeof(u"a" "b" "c"));
    printf("units %d %d %d %d\n", (int)u"\U0001F600"[0], (int)u"\U0001F600"[1],
           (int)U"a\u00e9b"[1], (int)L"\xFFFF"[0]);
    printf("chars %d %d %d %d %d\n", (int)u'\xFFFF', (int)U'\U0001F600', (int)L'\u00e9',
           (int)u8'z', 'ab');
    const char16_t local[] = u"x" "yz";
    char32_t raw[] = UR"(a\b)";
    printf("local %d %d %d %d %d\n", (int)(sizeof(local) / sizeof(local[0])), (int)local[2],
           (int)raw[1], (int)(sizeof(raw) / sizeof(raw[0])), (int)sum_units(U"\u0100\u0200"));
    printf("globals %d %d %d %d %d\n", (int)greeting[1], (int)greeting[7],
           (int)(sizeof(greeting) / sizeof(greeting[0])), (int)wide[1], (int)utf8[1]);
}

int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
