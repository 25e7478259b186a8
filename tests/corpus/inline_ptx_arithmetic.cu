// Inline PTX that multi-word arithmetic and bit tricks use: carry chains (add.cc/addc,
// sub.cc/subc, mad.lo.cc/madc.hi) across asm statements, mad.wide/mad.hi, bfi, lop3,
// shf.clamp, vote.sync.ballot, shfl.sync, dp4a, sad and rcp.rn.
#include <cstdio>

// 96-bit a + b, word by word, the carry passing between statements.
__device__ void add96(const unsigned a[3], const unsigned b[3], unsigned r[3]) {
    asm volatile("add.cc.u32 %0, %1, %2;" : "=r"(r[0]) : "r"(a[0]), "r"(b[0]));
    asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r[1]) : "r"(a[1]), "r"(b[1]));
    asm volatile("addc.u32 %0, %1, %2;" : "=r"(r[2]) : "r"(a[2]), "r"(b[2]));
}

// The 64-bit product of two words through mad.lo.cc/madc.hi on 0.
__device__ unsigned long long mul64(unsigned x, unsigned y) {
    unsigned lo, hi;
    asm("{\n\tmad.lo.cc.u32 %0, %2, %3, 0;\n\tmadc.hi.u32 %1, %2, %3, 0;\n\t}"
        : "=r"(lo), "=r"(hi) : "r"(x), "r"(y));
    return (unsigned long long)hi << 32 | lo;
}

__global__ void k(unsigned a, unsigned *o) {
    unsigned r[12] = {0};
    unsigned lo;
    asm volatile("add.cc.u32 %0, %2, %3;\n\taddc.u32 %1, 0, 0;" : "=r"(lo), "=r"(r[0]) : "r"(a), "r"(1u));
    asm volatile("sub.cc.u32 %0, %2, %3;\n\tsubc.u32 %1, 0, 0;" : "=r"(lo), "=r"(r[1]) : "r"(0u), "r"(1u));
    unsigned long long w;
    asm("mad.wide.u32 %0, %1, %2, %3;" : "=l"(w) : "r"(a), "r"(2u), "l"(5ULL));
    r[2] = (unsigned)(w >> 32);
    asm("mad.hi.u32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(4u), "r"(5u));
    asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r[4]) : "r"(0xFu), "r"(0x1200u), "r"(4u), "r"(4u));
    asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r[5]) : "r"(0xF0u), "r"(0xFFu), "r"(0xF00u));
    asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r[6]) : "r"(1u), "r"(2u), "r"(40u));
    asm volatile("vote.sync.ballot.b32 %0, 1, 0xffffffff;" : "=r"(r[7]));
    asm volatile("shfl.sync.idx.b32 %0, %1, 3, 0x1f, 0xffffffff;" : "=r"(r[8]) : "r"(threadIdx.x));
    asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r[9]) : "r"(0x01020304u), "r"(0x04030201u), "r"(0u));
    asm("sad.u32 %0, %1, %2, %3;" : "=r"(r[10]) : "r"(3u), "r"(8u), "r"(1u));
    float f;
    asm("rcp.rn.f32 %0, %1;" : "=f"(f) : "f"(4.0f));
    r[11] = __float_as_uint(f);
    if (threadIdx.x == 0) {
        for (int i = 0; i < 12; i++) o[i] = r[i];
        unsigned x[3] = {0xffffffffu, 0xffffffffu, 1u}, y[3] = {1u, 0u, 2u}, s[3];
        add96(x, y, s);
        o[12] = s[0]; o[13] = s[1]; o[14] = s[2];
        unsigned long long p = mul64(0xfffffff1u, 0x12345678u);
        o[15] = (unsigned)p; o[16] = (unsigned)(p >> 32);
    }
}

int main() {
    unsigned *d, h[17];
    cudaMalloc(&d, sizeof(h));
    k<<<1, 32>>>(0xFFFFFFFFu, d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 17; i++) printf("%x ", h[i]);
    printf("\n%s\n", cudaGetErrorString(cudaGetLastError()));
}
