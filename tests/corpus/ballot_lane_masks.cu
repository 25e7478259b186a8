// Warp operations whose lanes pass different masks at one place: shuffles whose mask is the
// lane's half of the warp, with a full-warp ballot before them. A mask that leaves out its
// own lane (lanemask_lt, lane 0's empty) is an illegal instruction (measured on an H200; lanes
// naming each other with different masks, lanemask_le, hang there).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void masks(const int *flags, unsigned *ranks, int *halves, unsigned *full)
{
    unsigned lane = threadIdx.x & 31;
    bool p = flags[threadIdx.x] != 0;
    full[threadIdx.x] = __ballot_sync(0xffffffffu, p);
    // The number of flagged lanes up to this one.
    unsigned up_to_here = 0xffffffffu >> (31 - lane);
    ranks[threadIdx.x] = __popc(full[threadIdx.x] & up_to_here);
    unsigned half = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    halves[threadIdx.x] = __shfl_sync(half, (int)threadIdx.x * 10, 0, 16);
}

__global__ void lanes_below(unsigned *ranks)
{
    unsigned below;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(below));
    ranks[threadIdx.x] = __popc(__ballot_sync(below, 1));
}

int main()
{
    const int n = 64;
    int flags[n];
    for (int i = 0; i < n; ++i)
        flags[i] = (i * 7 + i / 5) % 3 == 0;
    int *d_flags, *d_halves;
    unsigned *d_ranks, *d_full;
    cudaMalloc(&d_flags, sizeof flags);
    cudaMalloc(&d_ranks, n * sizeof(unsigned));
    cudaMalloc(&d_halves, n * sizeof(int));
    cudaMalloc(&d_full, n * sizeof(unsigned));
    cudaMemcpy(d_flags, flags, sizeof flags, cudaMemcpyHostToDevice);
    masks<<<1, n>>>(d_flags, d_ranks, d_halves, d_full);
    unsigned ranks[n], full[n];
    int halves[n];
    cudaMemcpy(ranks, d_ranks, sizeof ranks, cudaMemcpyDeviceToHost);
    cudaMemcpy(halves, d_halves, sizeof halves, cudaMemcpyDeviceToHost);
    cudaMemcpy(full, d_full, sizeof full, cudaMemcpyDeviceToHost);
    printf("ranks:");
    for (int i = 0; i < n; ++i)
        printf(" %u", ranks[i]);
    printf("\nhalves:");
    for (int i = 0; i < n; i += 8)
        printf(" %d", halves[i]);
    printf("\nfull ballots: %08x %08x (lane 0), %08x %08x (lane 31)\n", full[0], full[32], full[31],
           full[63]);
    lanes_below<<<1, 32>>>(d_ranks);
    printf("lanemask_lt: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
