// corpus: `static constexpr` data members of 128-bit integer types keep all their bits where
// device code reads them (as `numeric_limits<__int128>` has its `min` and `max`): the constant
// is made of its two halves
#include <cstdio>

template <class T>
struct Limits {
    static constexpr T min = T(T(1) << 127);
    static constexpr T max = ~min;
    static constexpr T mixed = (T(0x0123456789abcdefLL) << 64) | T(0x0fedcba987654321LL);
};

struct Wide {
    static constexpr unsigned __int128 all = ~(unsigned __int128)0;
};

__host__ __device__ void halves(unsigned long long* out, unsigned __int128 v) {
    out[0] = (unsigned long long)(v >> 64);
    out[1] = (unsigned long long)v;
}

__host__ __device__ void run(unsigned long long* out) {
    halves(out, Limits<__int128>::min);
    halves(out + 2, Limits<__int128>::max);
    halves(out + 4, Limits<__int128>::mixed);
    halves(out + 6, Wide::all);
}

__global__ void kernel(unsigned long long* out) { run(out); }

int main() {
    unsigned long long* out;
    cudaMallocManaged(&out, 8 * sizeof(unsigned long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    unsigned long long host[8];
    run(host);
    for (int i = 0; i < 8; i += 2)
        printf("%016llx%016llx (host %016llx%016llx)\n", out[i], out[i + 1], host[i], host[i + 1]);
    cudaFree(out);
    return 0;
}
