// Types that glibc's <stdlib.h> brings in through <sys/types.h> (C++ compilers define
// _GNU_SOURCE): int64_t, uint, u_char, ssize_t in kernels that include nothing else, as
// programs written against glibc use them.
#include <stdio.h>
#include <stdlib.h>

__global__ void widen(const uint *in, int64_t *out, ssize_t n)
{
    ssize_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        u_char low = (u_char)(in[i] & 0xff);
        out[i] = (int64_t)in[i] * 1000000007LL + low;
    }
}

int main(void)
{
    const ssize_t n = 6;
    uint h_in[n];
    int64_t h_out[n];
    for (ssize_t i = 0; i < n; i++) h_in[i] = (uint)(i * 0x01010101u + 250);
    uint *d_in;
    int64_t *d_out;
    cudaMalloc(&d_in, sizeof h_in);
    cudaMalloc(&d_out, sizeof h_out);
    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    widen<<<1, 32>>>(d_in, d_out, n);
    cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
    for (ssize_t i = 0; i < n; i++) printf("%u -> %ld\n", h_in[i], (long)h_out[i]);
    cudaFree(d_in);
    cudaFree(d_out);
    return EXIT_SUCCESS;
}
