// Inline PTX with vector operands: registers packed and unpacked by mov ({lo, hi}), and
// vector loads and stores (ld.global.v4, st.global.v2) at an address and an offset.
#include <cstdio>

__device__ uint4 table = {1, 2, 3, 40};

__global__ void k(const unsigned long long* in, unsigned* out) {
    unsigned lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(in[0]));
    unsigned long long swapped;
    asm("mov.b64 %0, {%1, %2};" : "=l"(swapped) : "r"(hi), "r"(lo));
    unsigned a, b, c, d;
    asm volatile("ld.global.v4.u32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(&table));
    asm volatile("st.global.v2.u32 [%0+8], {%1, %2};" :: "l"(out), "r"(a + d), "r"(b * c) : "memory");
    out[0] = (unsigned)swapped;
    out[1] = (unsigned)(swapped >> 32);
    unsigned short h0, h1;
    asm("mov.b32 {%0, %1}, %2;" : "=h"(h0), "=h"(h1) : "r"(0xbeefcafeu));
    out[4] = h0;
    out[5] = h1;
}

int main() {
    unsigned long long v = 0x1122334455667788ULL, *d_in;
    unsigned *d_out, h[6];
    cudaMalloc(&d_in, sizeof(v));
    cudaMalloc(&d_out, sizeof(h));
    cudaMemcpy(d_in, &v, sizeof(v), cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d_in, d_out);
    cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%08x %08x %u %u %04x %04x\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    return 0;
}
