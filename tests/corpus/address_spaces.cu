// Address-space queries and conversions: __isGlobal/__isShared/__isConstant/__isLocal of
// pointers into each kind of memory, the window offsets of __cvta_* and inline PTX that
// addresses shared memory through them (.shared loads and stores, cvta, cp.async).
#include <cstdio>
#include <cuda_runtime.h>

__device__ int g_data[4];
__constant__ float c_table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

__device__ unsigned classify(const void *p)
{
    return __isGlobal(p) | __isShared(p) << 1 | __isConstant(p) << 2 | __isLocal(p) << 3;
}

__global__ void spaces(unsigned *out, const int *heap, const int *mapped)
{
    __shared__ int tile[32];
    extern __shared__ float dynamic[];
    int local[2];
    local[0] = threadIdx.x;
    local[1] = 0;
    volatile int *escape = local;
    tile[threadIdx.x] = *escape;
    dynamic[threadIdx.x] = 0.5f;
    __syncthreads();
    if (threadIdx.x == 0) {
        out[0] = classify(heap);
        out[1] = classify(g_data);
        out[2] = classify(c_table);
        out[3] = classify(tile);
        out[4] = classify(dynamic);
        out[5] = classify(local);
        out[6] = classify(mapped);
        // Offsets within the shared window are byte distances, and convert back.
        out[7] = (unsigned)(__cvta_generic_to_shared(&tile[5]) - __cvta_generic_to_shared(tile));
        out[8] = __cvta_shared_to_generic(__cvta_generic_to_shared(&tile[3])) == &tile[3];
        out[9] = __cvta_local_to_generic(__cvta_generic_to_local(&local[1])) == &local[1];
        out[10] = __cvta_constant_to_generic(__cvta_generic_to_constant(&c_table[2])) == &c_table[2];
        out[11] = __cvta_global_to_generic(__cvta_generic_to_global(heap + 1)) == heap + 1;
        out[12] = (unsigned)(__cvta_generic_to_constant(&c_table[3]) - __cvta_generic_to_constant(c_table));
    }
}

// Shared memory through 32-bit window addresses, as hand-written PTX reaches it.
__global__ void ptx_shared(const float *in, float *out)
{
    __shared__ __align__(16) float stage[64];
    unsigned slot = (unsigned)__cvta_generic_to_shared(&stage[threadIdx.x]);
    asm volatile("st.shared.f32 [%0], %1;" ::"r"(slot), "f"(in[threadIdx.x] * 2.0f));
    __syncthreads();
    unsigned mirror = (unsigned)__cvta_generic_to_shared(&stage[63 - threadIdx.x]);
    float v;
    asm volatile("ld.shared.f32 %0, [%1];" : "=f"(v) : "r"(mirror));
    unsigned long long window;
    asm("cvta.to.shared.u64 %0, %1;" : "=l"(window) : "l"(&stage[threadIdx.x]));
    out[threadIdx.x] = v + (window == __cvta_generic_to_shared(&stage[threadIdx.x]) ? 0.0f : 1000.0f);
}

// The size of a copy as an immediate operand, as GEMM kernels' macros write it.
#define CP_ASYNC_CG(dst, src, bytes) \
    asm volatile("cp.async.cg.shared.global [%0], [%1], %2;" ::"r"(dst), "l"(src), "n"(bytes))

// A copy staged through shared memory with cp.async, 16 bytes per thread.
__global__ void staged_copy(const float4 *in, float4 *out)
{
    __shared__ float4 buffer[32];
    unsigned dst = (unsigned)__cvta_generic_to_shared(&buffer[threadIdx.x]);
    CP_ASYNC_CG(dst, in + blockIdx.x * 32 + threadIdx.x, 16);
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    __syncthreads();
    float4 v = buffer[31 - threadIdx.x];
    out[blockIdx.x * 32 + threadIdx.x] = make_float4(v.w, v.z, v.y, v.x);
}

int main()
{
    unsigned *out;
    int *heap, *host, *mapped;
    cudaMalloc(&out, 16 * sizeof(unsigned));
    cudaMemset(out, 0, 16 * sizeof(unsigned));
    cudaMalloc(&heap, 64 * sizeof(int));
    cudaHostAlloc(&host, 64 * sizeof(int), cudaHostAllocMapped);
    cudaHostGetDevicePointer(&mapped, host, 0);
    spaces<<<1, 32, 32 * sizeof(float)>>>(out, heap, mapped);
    unsigned h[16];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    const char *names[] = {"cudaMalloc", "__device__", "__constant__", "__shared__",
                           "extern __shared__", "local array", "mapped host"};
    for (int i = 0; i < 7; i++)
        printf("%-18s global=%u shared=%u constant=%u local=%u\n", names[i], h[i] & 1,
               h[i] >> 1 & 1, h[i] >> 2 & 1, h[i] >> 3 & 1);
    printf("shared offset of tile[5]: %u bytes; round trips: shared %u local %u constant %u global %u\n",
           h[7], h[8], h[9], h[10], h[11]);
    printf("constant offset of c_table[3]: %u bytes\n", h[12]);

    float *in, *res;
    cudaMallocManaged(&in, 64 * sizeof(float));
    cudaMallocManaged(&res, 64 * sizeof(float));
    for (int i = 0; i < 64; i++)
        in[i] = (float)i;
    ptx_shared<<<1, 64>>>(in, res);
    cudaDeviceSynchronize();
    printf("ptx shared: %g %g %g %g\n", res[0], res[1], res[62], res[63]);

    float4 *a, *b;
    cudaMallocManaged(&a, 64 * sizeof(float4));
    cudaMallocManaged(&b, 64 * sizeof(float4));
    for (int i = 0; i < 64; i++)
        a[i] = make_float4(4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3);
    staged_copy<<<2, 32>>>(a, b);
    cudaDeviceSynchronize();
    printf("cp.async: (%g %g %g %g) (%g %g %g %g)\n", b[0].x, b[0].y, b[0].z, b[0].w, b[63].x,
           b[63].y, b[63].z, b[63].w);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
