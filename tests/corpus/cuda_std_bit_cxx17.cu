// libcu++'s <cuda/std/bit> under C++17, where the standard <bit> has none of its functions yet:
// cuda::std::popcount, countl_zero, countr_zero, countl_one, countr_one, bit_width,
// has_single_bit, bit_floor, bit_ceil, rotl, rotr and bit_cast, on 8-, 16-, 32- and 64-bit
// unsigned values (zero and all ones included), in device and host code alike.
#include <cstdio>
#include <cstdint>
#include <cuda/std/bit>

template <class T> __host__ __device__ unsigned long long mix(T x) {
    unsigned long long r = 0;
    r = r * 131 + cuda::std::popcount(x);
    r = r * 131 + cuda::std::countl_zero(x);
    r = r * 131 + cuda::std::countr_zero(x);
    r = r * 131 + cuda::std::countl_one(x);
    r = r * 131 + cuda::std::countr_one(x);
    r = r * 131 + cuda::std::bit_width(x);
    r = r * 131 + cuda::std::has_single_bit(x);
    r = r * 131 + cuda::std::bit_floor(x);
    r = r * 131 + (unsigned long long)cuda::std::rotl(x, 3);
    r = r * 131 + (unsigned long long)cuda::std::rotr(x, 5);
    return r;
}

__host__ __device__ void fill(unsigned long long* out) {
    const unsigned long long values[] = {0, 1, 0xF0, 0x80, 0xFFFF, 0x1234, 0xFFFFFFFFull,
                                         0x80000000ull, 0xFFFFFFFFFFFFFFFFull, 0x0123456789ABCDEFull};
    int k = 0;
    for (unsigned long long v : values) {
        out[k++] = mix((uint8_t)v);
        out[k++] = mix((uint16_t)v);
        out[k++] = mix((uint32_t)v);
        out[k++] = mix((uint64_t)v);
    }
    out[k++] = cuda::std::bit_ceil(5u) * 1000 + cuda::std::bit_ceil(0u) * 100 + cuda::std::bit_ceil(64u);
    out[k++] = cuda::std::bit_cast<uint32_t>(1.5f);
    out[k++] = cuda::std::bit_cast<uint64_t>(-2.0);
}

__global__ void run(unsigned long long* out) { fill(out); }

int main() {
    const int n = 43;
    unsigned long long *d, h[n], here[n];
    cudaMalloc(&d, sizeof h);
    run<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    fill(here);
    int same = 0;
    for (int i = 0; i < n; ++i) same += h[i] == here[i];
    printf("%d of %d agree\n", same, n);
    for (int i = 0; i < n; i += 4) printf("%llx %llx %llx %llx\n", h[i], h[i + 1], i + 2 < n ? h[i + 2] : 0, i + 3 < n ? h[i + 3] : 0);
    cudaFree(d);
    return 0;
}
