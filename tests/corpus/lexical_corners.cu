// corpus: hexadecimal floating literals rounded correctly (subnormals, digits past the precision), feature-test macros, skipped groups holding apostrophes and backticks, a stringized backtick, string literals' characters as const
#include <cstdio>
#include <cstring>

#if 0
This group is prose: don't read `code` here, nor an unmatched " quote.
#endif

#define STR(x) #x

__host__ __device__ unsigned long long bits(double d) {
    unsigned long long b;
    memcpy(&b, &d, 8);
    return b;
}
__host__ __device__ unsigned bits(float f) {
    unsigned b;
    memcpy(&b, &f, 4);
    return b;
}
__host__ __device__ int which(char&) { return 1; }
__host__ __device__ int which(const char&) { return 2; }

__host__ __device__ void fill(unsigned long long* out) {
    out[0] = bits(0x1p-1030);
    out[1] = bits(0x1.8p-1074);
    out[2] = bits(0x1.000000000000080000001p0);
    out[3] = bits(0x1.0000010000000000001p0f);
    out[4] = bits(0x1.fffffep127f);
    out[5] = bits(0x1.fffffffffffff8p0);
#if __cpp_if_constexpr >= 201606 && __cpp_fold_expressions && __cpp_structured_bindings && defined(__cpp_hex_float)
    out[6] = 17;
#else
    out[6] = 0;
#endif
    out[7] = sizeof(STR(a`b));
    out[8] = which("ab"[0]) * 10 + which(*"ab");
}

__global__ void kernel(unsigned long long* out) { fill(out); }

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 9 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    unsigned long long host[9];
    fill(host);
    for (int i = 0; i < 9; ++i) printf("out[%d] = %llx (host %llx)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
