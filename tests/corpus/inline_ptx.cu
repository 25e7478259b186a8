// Inline PTX: special registers (%laneid, %lanemask_lt, %warpid), bit instructions (bfind,
// prmt, shf, popc), wide and high multiplies, a predicate declared in a scoped block with setp
// and selp, read-write and constant operands, a rounding conversion, loads and stores with
// cache hints, shifts past the width.
#include <cstdio>
#include <cuda_runtime.h>

__device__ unsigned lane_id()
{
    unsigned lane;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    return lane;
}

__device__ unsigned highest_bit(unsigned word)
{
    unsigned bit;
    asm volatile("bfind.u32 %0, %1;" : "=r"(bit) : "r"(word));
    return bit;
}

__global__ void registers(unsigned *out)
{
    unsigned t = threadIdx.x, warp, below;
    asm("mov.u32 %0, %%warpid;" : "=r"(warp));
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(below));
    out[t] = lane_id() * 1000 + warp * 100 + highest_bit(t + 1) * 10 + __popc(below) % 10;
}

__global__ void arithmetic(const float *in, unsigned *out, float *fout)
{
    unsigned a = 0x12345678u, b = 0x9abcdef0u, permuted, shifted, high;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(permuted) : "r"(a), "r"(b), "r"(0x7531u));
    asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(shifted) : "r"(a), "r"(b), "r"(8));
    asm("mul.hi.u32 %0, %1, %2;" : "=r"(high) : "r"(a), "r"(b));
    unsigned long long wide;
    asm("mul.wide.u32 %0, %1, %2;" : "=l"(wide) : "r"(a), "r"(b));
    int negative = -7, sign;
    asm("{\n\t.reg .pred p;\n\tsetp.lt.s32 p, %1, 0;\n\tselp.s32 %0, -1, 1, p;\n}"
        : "=r"(sign) : "r"(negative));
    int sum = 10;
    asm("add.s32 %0, %0, %1;" : "+r"(sum) : "n"(32));
    float fused;
    asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(fused) : "f"(in[0]), "f"(2.0f), "f"(0.5f));
    int rounded;
    asm("cvt.rni.s32.f32 %0, %1;" : "=r"(rounded) : "f"(in[1]));
    unsigned loaded;
    asm volatile("ld.global.nc.u32 %0, [%1+4];" : "=r"(loaded) : "l"(out));
    asm volatile("st.global.u32 [%0], %1;" ::"l"(out + 12), "r"(77u) : "memory");
    int saturated;
    asm("shr.s32 %0, %1, %2;" : "=r"(saturated) : "r"(-64), "r"(40));
    unsigned bits;
    asm("popc.b64 %0, %1;" : "=r"(bits) : "l"(0xff00ff00ff00ffffull));
    out[0] = permuted;
    out[1] = shifted;
    out[2] = high;
    out[3] = (unsigned)(wide >> 32);
    out[4] = (unsigned)sign;
    out[5] = sum;
    out[6] = rounded;
    out[7] = loaded;
    out[8] = (unsigned)saturated;
    out[9] = bits;
    fout[0] = fused;
}

int main()
{
    unsigned *dregs, *dout;
    float *din, *dfout;
    cudaMalloc(&dregs, 64 * sizeof(unsigned));
    cudaMalloc(&dout, 16 * sizeof(unsigned));
    cudaMalloc(&din, 2 * sizeof(float));
    cudaMalloc(&dfout, sizeof(float));
    float in[2] = {1.5f, 2.5f};
    unsigned seed[16] = {0, 123456};
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemcpy(dout, seed, sizeof seed, cudaMemcpyHostToDevice);
    registers<<<1, 64>>>(dregs);
    arithmetic<<<1, 1>>>(din, dout, dfout);
    unsigned regs[64], out[16];
    float fout;
    cudaMemcpy(regs, dregs, sizeof regs, cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&fout, dfout, sizeof fout, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; t += 9)
        printf("thread %2d: %u\n", t, regs[t]);
    printf("prmt %08x shf %08x mul.hi %08x mul.wide %08x\n", out[0], out[1], out[2], out[3]);
    printf("selp %d add %d cvt.rni %d ld %u shr %d popc %u st %u fma %g\n", (int)out[4],
           (int)out[5], (int)out[6], out[7], (int)out[8], out[9], out[12], fout);
    cudaFree(dregs);
    cudaFree(dout);
    cudaFree(din);
    cudaFree(dfout);
    return 0;
}
