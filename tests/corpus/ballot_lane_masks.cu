// Warp operations whose lanes pass different masks at one place, as a converged warp runs
// them together: a binary scan through __ballot_sync(lanemask_lt, p) (each lane names the
// lanes below it, lane 0 none) with a full-warp ballot after it, and shuffles whose mask is
// the lane's half of the warp.
#include <cstdio>
#include <cuda_runtime.h>

__device__ unsigned lanes_below()
{
    unsigned mask;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
    return mask;
}

__global__ void masks(const int *flags, unsigned *ranks, int *halves, unsigned *full)
{
    unsigned lane = threadIdx.x & 31;
    bool p = flags[threadIdx.x] != 0;
    // The number of flagged lanes below this one.
    ranks[threadIdx.x] = __popc(__ballot_sync(lanes_below(), p));
    full[threadIdx.x] = __ballot_sync(0xffffffffu, p);
    unsigned half = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    halves[threadIdx.x] = __shfl_sync(half, (int)threadIdx.x * 10, 0, 16);
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
    return 0;
}
