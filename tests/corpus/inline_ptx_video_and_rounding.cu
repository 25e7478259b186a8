// corpus: inline PTX video instructions (vshr/vshl with clamping, vadd with a secondary add,
// as CUB's SHR_ADD, SHL_ADD and IADD3 use them) and float arithmetic with rounding modifiers
// (mul.rz, mul.rm, mul.rp, add.rz, div.rz, fma.rz), and an operand written right after its
// opcode (`mov.u32%0, %%laneid;`)
#include <cstdio>

__global__ void video(const unsigned* in, unsigned* out) {
    unsigned x = in[0], s = in[1], z = in[2], big = 40, r;
    asm("vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(s), "r"(z));
    out[0] = r;
    asm("vshl.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(s), "r"(z));
    out[1] = r;
    asm("vadd.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(s), "r"(z));
    out[2] = r;
    asm("vshr.u32.u32.u32.clamp.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(big), "r"(z));
    out[3] = r;
    asm("vshl.u32.u32.u32.wrap.add %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(big), "r"(z));
    out[4] = r;
    asm volatile("mov.u32%0, %%laneid;" : "=r"(r));
    out[5] = r + 7;
}

__global__ void rounding(const float* in, unsigned* out) {
    float a = in[0], b = in[1], d;
    asm("mul.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
    out[0] = __float_as_uint(d);
    asm("mul.rm.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
    out[1] = __float_as_uint(d);
    asm("mul.rp.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
    out[2] = __float_as_uint(d);
    asm("mul.rn.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(b));
    out[3] = __float_as_uint(d);
    asm("fma.rz.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(a), "f"(b), "f"(0.0f));
    out[4] = __float_as_uint(d);
    asm("add.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(a), "f"(1e-8f));
    out[5] = __float_as_uint(d);
    asm("div.rz.f32 %0, %1, %2;" : "=f"(d) : "f"(1.0f), "f"(3.0f));
    out[6] = __float_as_uint(d);
    asm("div.rn.f32 %0, %1, %2;" : "=f"(d) : "f"(1.0f), "f"(3.0f));
    out[7] = __float_as_uint(d);
}

int main() {
    unsigned words[3] = {0x12345678u, 4u, 3u}, *dw, *dout, h[8];
    float factors[2] = {1.1f, 3.3f}, *df;
    cudaMalloc(&dw, sizeof words);
    cudaMalloc(&df, sizeof factors);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(dw, words, sizeof words, cudaMemcpyHostToDevice);
    cudaMemcpy(df, factors, sizeof factors, cudaMemcpyHostToDevice);
    video<<<1, 1>>>(dw, dout);
    cudaMemcpy(h, dout, 6 * sizeof(unsigned), cudaMemcpyDeviceToHost);
    printf("vshr.clamp.add %08x vshl.clamp.add %08x vadd.add %08x\n", h[0], h[1], h[2]);
    printf("shift by 40: vshr.clamp.add %08x vshl.wrap.add %08x\n", h[3], h[4]);
    printf("lane + 7: %u\n", h[5]);
    rounding<<<1, 1>>>(df, dout);
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    printf("mul rz %08x rm %08x rp %08x rn %08x; fma rz %08x\n", h[0], h[1], h[2], h[3], h[4]);
    printf("add rz %08x; div rz %08x rn %08x\n", h[5], h[6], h[7]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
