// User-defined literals of numbers through the raw form (`operator""_bin(const char*)`, given
// the characters as written, digit separators included) and the template form (`template
// <char...> operator""_digits()`), which a number uses only where no operator of its suffix
// takes its value (`_both`), in device and host code alike.
#include <cstdio>
__host__ __device__ int operator""_bin(const char* s) {
    int v = 0;
    for (; *s; ++s)
        if (*s != '\'') v = v * 2 + (*s - '0');
    return v;
}
template <char... C> __host__ __device__ constexpr int operator""_digits() { return sizeof...(C); }
template <char... C> __host__ __device__ constexpr int operator""_sum() { return ((C - '0') + ...); }
__host__ __device__ unsigned long long operator""_both(unsigned long long v) { return v * 2; }
__host__ __device__ int operator""_both(const char* s) { return -1; }
__host__ __device__ int operator""_fl(const char* s) { int n = 0; while (s[n]) ++n; return n; }
__host__ __device__ void fill(long long* o) {
    o[0] = 1011_bin;
    o[1] = 1'0000'0000_bin;
    o[2] = 12345_digits;
    o[3] = 9876_sum;
    o[4] = 21_both;
    o[5] = 3.25e1_fl;
    o[6] = 0x1F_digits;
}
__global__ void k(long long* o) { fill(o); }
int main() {
    long long* d; cudaMallocManaged(&d, 7 * sizeof(long long));
    k<<<1, 1>>>(d); cudaDeviceSynchronize();
    long long h[7]; fill(h);
    for (int i = 0; i < 7; ++i) printf("%lld %lld\n", d[i], h[i]);
    return 0;
}
