// An unsuffixed decimal literal too large for `long long` is an `unsigned long`, with the warning
// that the constant is so large that it is unsigned (measured: nvcc's device code; GCC, which
// compiles the host side here, makes it a 128-bit integer, so this program prints the device's
// results alone).
#include <cstdio>

__device__ void run(long long* out) {
    long long smallest = -9223372036854775808;
    unsigned long long all_ones = 18446744073709551615;
    out[0] = (9223372036854775808 > 0) * 100 + (-9223372036854775808 < 0) * 10 + (smallest < 0);
    out[1] = (all_ones == ~0ull) * 10 + (18446744073709551615 / 3 == 6148914691236517205);
    out[2] = sizeof(9223372036854775808);
}

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, 3 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%lld %lld %lld\n", out[0], out[1], out[2]);
    cudaFree(out);
    return 0;
}
