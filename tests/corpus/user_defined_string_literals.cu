// User-defined literals of strings and characters in device code: a literal operator called
// with the string and its length in code units (plain and UTF-16), or with the character;
// a `constexpr` one in a constant and in host code too.
#include <cstdio>
#include <cstddef>
struct Tag { int len; char first; };
__device__ Tag operator""_tag(const char* s, size_t n) { return Tag{(int)n, s[0]}; }
__host__ __device__ constexpr unsigned long long operator""_hash(const char* s, size_t n) {
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < n; ++i) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}
__device__ int operator""_up(char c) { return c - 'a' + 'A'; }
__device__ int operator""_w(const char16_t* s, size_t n) { return (int)n * 100 + s[1]; }
__device__ int operator""_wc(char32_t c) { return (int)c; }
__global__ void k(unsigned long long* out) {
    Tag t = "hello"_tag;
    out[0] = t.len;
    out[1] = t.first;
    out[2] = "ferrocuda"_hash;
    out[3] = 'q'_up;
    out[4] = u"xyz"_w;
    out[5] = U'\u00e9'_wc;
    out[6] = "con" "cat"_tag.len;
    constexpr unsigned long long h = "abc"_hash;
    out[7] = h;
}
int main() {
    unsigned long long* d;
    cudaMallocManaged(&d, 8 * sizeof(unsigned long long));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; ++i) printf("%llu\n", d[i]);
    printf("host %llu\n", "ferrocuda"_hash);
    return 0;
}
