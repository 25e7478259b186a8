// An unsuffixed decimal literal too large for `long long` is a 128-bit integer, as GCC makes it
// (with its warning that the constant is so large that it is unsigned): positive, negated to a
// negative value, converted to 64 bits by its low bits.
#include <cstdio>

__host__ __device__ void run(long long* out) {
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
    long long host[3];
    run(host);
    printf("%lld %lld %lld\n%lld %lld %lld\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
