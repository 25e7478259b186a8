// corpus: __int128 and unsigned __int128 in device code: 64x64->128 products, shifts,
// division and remainder, comparisons, conversions to and from floating point, kernel
// parameters and template arguments of 128-bit types, shared memory, struct layout, printf
#include <cstdio>

__device__ unsigned long long mulhi(unsigned long long a, unsigned long long b) {
    return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}

// (a * b) mod m without overflow, as modular-exponentiation kernels compute it.
__device__ unsigned long long mulmod(unsigned long long a, unsigned long long b,
                                     unsigned long long m) {
    return (unsigned long long)((unsigned __int128)a * b % m);
}

__device__ unsigned long long powmod(unsigned long long base, unsigned long long e,
                                     unsigned long long m) {
    unsigned long long r = 1;
    base %= m;
    while (e) {
        if (e & 1) r = mulmod(r, base, m);
        base = mulmod(base, base, m);
        e >>= 1;
    }
    return r;
}

struct Tagged {
    char tag;
    __int128 value;
};

template <class T>
__global__ void scale(T* out, T v) {
    out[threadIdx.x] = v * (T)(threadIdx.x + 1);
}

__global__ void kernel(__int128 in, unsigned long long* out, Tagged* tagged) {
    __shared__ __int128 parts[4];
    int t = threadIdx.x;
    parts[t] = (__int128)(t + 1) << 100;
    __syncthreads();
    if (t != 0) return;
    __int128 sum = 0;
    for (int i = 0; i < 4; ++i) sum += parts[i];
    out[0] = (unsigned long long)(sum >> 100);
    out[1] = mulhi(0xFFFFFFFFFFFFFFFFull, 3);
    out[2] = powmod(2, 1000000, 1000000007ull);
    out[3] = powmod(123456789, 987654321, 18446744073709551557ull);
    __int128 x = -5;
    x = x * 1000000000000LL * 1000000000LL;
    out[4] = (unsigned long long)(x >> 64);
    out[5] = (unsigned long long)x;
    out[6] = (unsigned long long)(x / 7 % 1000000007);
    out[7] = (x < 0) * 10 + (in > 0);
    __int128 sq = in * in;
    out[8] = (unsigned long long)(sq >> 64);
    unsigned __int128 all = ~(unsigned __int128)0;
    out[9] = (unsigned long long)(all / 3 >> 64);
    out[10] = (unsigned long long)(double)(x / 1000);
    out[11] = (unsigned long long)(__int128)(-1.5e30 / 1e12);
    out[12] = sizeof(Tagged) * 100 + alignof(Tagged);
    const __int128 big = (__int128)1 << 100;
    out[13] = (unsigned long long)(big >> 90);
    tagged->tag = 'q';
    tagged->value = in + in - 1;
    // No printf conversion takes 128 bits: the GPU prints the low 64 (nvcc warns).
    printf("low bits %lld %llx\n", x, sq);
}

int main() {
    unsigned long long* d_out;
    Tagged* d_tagged;
    cudaMalloc(&d_out, 14 * sizeof(unsigned long long));
    cudaMalloc(&d_tagged, sizeof(Tagged));
    __int128 in = ((__int128)1 << 70) | 3;
    kernel<<<1, 4>>>(in, d_out, d_tagged);
    unsigned long long out[14];
    Tagged tagged;
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&tagged, d_tagged, sizeof tagged, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 14; ++i) printf("out[%d] = %llx\n", i, out[i]);
    printf("tagged %c %llx %llx\n", tagged.tag, (unsigned long long)(tagged.value >> 64),
           (unsigned long long)tagged.value);

    unsigned __int128* d_wide;
    cudaMalloc(&d_wide, 4 * sizeof(unsigned __int128));
    scale<unsigned __int128><<<1, 4>>>(d_wide, ((unsigned __int128)1 << 64) + 5);
    unsigned __int128 wide[4];
    cudaMemcpy(wide, d_wide, sizeof wide, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i)
        printf("wide[%d] = %llu:%llu\n", i, (unsigned long long)(wide[i] >> 64),
               (unsigned long long)wide[i]);
    cudaFree(d_out);
    cudaFree(d_tagged);
    cudaFree(d_wide);
    return 0;
}
