// Inline PTX atomics and reductions (atom, red: global and shared, add/cas/max, float add),
// %dynamic_smem_size and %total_smem_size, and conversions to and from half precision and bfloat16 (cvt f16,
// f16x2, bf16, bf16x2: ties, NaN, overflow).
#include <cmath>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void ptx_atomics(int *counter, float *sum, unsigned *out, float *halves)
{
    __shared__ unsigned block_count;
    if (threadIdx.x == 0)
        block_count = 0;
    __syncthreads();
    unsigned ticket;
    asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(ticket) : "l"(counter), "r"(1));
    asm volatile("red.global.add.f32 [%0], %1;" ::"l"(sum), "f"(0.5f));
    unsigned window = (unsigned)__cvta_generic_to_shared(&block_count);
    asm volatile("red.shared.add.u32 [%0], %1;" ::"r"(window), "r"(2));
    unsigned previous;
    asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;"
                 : "=r"(previous)
                 : "l"(out + 1), "r"(0u), "r"(9u));
    if (previous == 0)
        atomicAdd(out + 5, 1u);
    int before;
    asm volatile("atom.global.max.s32 %0, [%1], %2;"
                 : "=r"(before)
                 : "l"((int *)out + 2), "r"((int)threadIdx.x - 5));
    asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(before) : "l"(out + 6), "r"(4u));
    __syncthreads();
    unsigned dynamic_bytes;
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dynamic_bytes));
    if (threadIdx.x == 0) {
        atomicAdd(out, block_count);
        out[3] = dynamic_bytes;
    }
    unsigned short h;
    float third = 1.0f / 3.0f + threadIdx.x;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(third));
    float back;
    asm("cvt.f32.f16 %0, %1;" : "=f"(back) : "h"(h));
    unsigned pair;
    asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(pair) : "f"(2.5f), "f"(-1.0f));
    if (blockIdx.x == 0 && threadIdx.x < 4)
        halves[threadIdx.x] = back;
    if (threadIdx.x == 0)
        out[4] = pair;
}

__global__ void bfloat_conversions(const float *in, unsigned *out)
{
    int i = threadIdx.x;
    unsigned short b;
    asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(b) : "f"(in[i]));
    float back;
    asm("cvt.f32.bf16 %0, %1;" : "=f"(back) : "h"(b));
    unsigned pair;
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(pair) : "f"(in[i]), "f"(back * 2.0f));
    out[3 * i] = b;
    out[3 * i + 1] = __float_as_uint(back);
    out[3 * i + 2] = pair;
}

// The block's shared memory: 400 static bytes and the launch's dynamic ones, in the 128-byte
// units a GPU allocates.
__global__ void shared_sizes(unsigned *out)
{
    __shared__ int table[100];
    table[threadIdx.x] = 1;
    unsigned total;
    asm("mov.u32 %0, %%total_smem_size;" : "=r"(total));
    *out = total + table[0] - 1;
}

int main()
{
    int *counter;
    float *sum, *halves;
    unsigned *out;
    cudaMallocManaged(&counter, sizeof(int));
    cudaMallocManaged(&sum, sizeof(float));
    cudaMallocManaged(&out, 8 * sizeof(unsigned));
    cudaMallocManaged(&halves, 4 * sizeof(float));
    *counter = 0;
    *sum = 0.0f;
    for (int i = 0; i < 8; i++)
        out[i] = 0;
    out[2] = (unsigned)-100;
    ptx_atomics<<<2, 64, 48>>>(counter, sum, out, halves);
    cudaDeviceSynchronize();
    printf("tickets %d, sum %g, shared adds %u, cas winners %u (value %u), max %d, exch %u\n",
           *counter, *sum, out[0], out[5], out[1], (int)out[2], out[6]);
    printf("dynamic shared %u bytes, f16x2 %08x\n", out[3], out[4]);
    printf("halves %.8f %.8f %.8f %.8f\n", halves[0], halves[1], halves[2], halves[3]);
    const int n = 7;
    float values[n] = {1.0f / 3.0f, 1.00390625f, 1.01171875f, -2.5e-40f, 3.4e38f, -INFINITY, NAN};
    float *in;
    cudaMallocManaged(&in, sizeof values);
    for (int i = 0; i < n; i++)
        in[i] = values[i];
    unsigned *bf;
    cudaMallocManaged(&bf, 3 * n * sizeof(unsigned));
    bfloat_conversions<<<1, n>>>(in, bf);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
        float back;
        memcpy(&back, &bf[3 * i + 1], sizeof back);
        printf("bf16 of %g: %04x, back %g, pair %08x\n", values[i], bf[3 * i], back, bf[3 * i + 2]);
    }
    unsigned *total;
    cudaMallocManaged(&total, sizeof(unsigned));
    for (int dynamic : {0, 100, 1000, 1024, 5000}) {
        shared_sizes<<<1, 1, dynamic>>>(total);
        cudaDeviceSynchronize();
        printf("total shared with %d dynamic bytes: %u\n", dynamic, *total);
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
