// A software grid barrier (CUB's GridBarrier) whose blocks spin on flags read through inline
// PTX loads that bypass the first-level cache (`ld.global.cg`) and the memory model's relaxed
// loads (`ld.relaxed.gpu`): the waiting blocks must let the others run to their barrier.
#include <cstdio>

__device__ __forceinline__ unsigned load_cg(const unsigned* p) {
    unsigned v;
    asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

__device__ __forceinline__ unsigned load_relaxed(const unsigned* p) {
    unsigned v;
    asm volatile("ld.relaxed.gpu.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

__device__ __forceinline__ void store_relaxed(unsigned* p, unsigned v) {
    asm volatile("st.relaxed.gpu.u32 [%0], %1;" : : "l"(p), "r"(v) : "memory");
}

// Every block reports in at its flag; block 0 waits for all, then releases them.
__device__ void grid_sync(unsigned* flags) {
    volatile unsigned* vflags = flags;
    __threadfence();
    __syncthreads();
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0) vflags[0] = 1;
        __syncthreads();
        for (unsigned peer = threadIdx.x; peer < gridDim.x; peer += blockDim.x) {
            while (load_cg(flags + peer) == 0) __threadfence_block();
        }
        __syncthreads();
        for (unsigned peer = threadIdx.x; peer < gridDim.x; peer += blockDim.x) {
            vflags[peer] = 0;
        }
    } else {
        if (threadIdx.x == 0) {
            vflags[blockIdx.x] = 1;
            while (load_cg(flags + blockIdx.x) == 1) __threadfence_block();
        }
        __syncthreads();
    }
}

// Rounds of: each block adds its share to a slot, the grid meets, every block reads the total.
__global__ void rounds(unsigned* flags, unsigned* slots, unsigned* seen, int nrounds) {
    for (int r = 0; r < nrounds; ++r) {
        if (threadIdx.x == 0) store_relaxed(slots + r * gridDim.x + blockIdx.x, blockIdx.x + r);
        grid_sync(flags);
        if (threadIdx.x == 0) {
            unsigned total = 0;
            for (unsigned b = 0; b < gridDim.x; ++b) total += load_relaxed(slots + r * gridDim.x + b);
            seen[r * gridDim.x + blockIdx.x] = total;
        }
        grid_sync(flags);
    }
}

int main() {
    const int blocks = 8, nrounds = 20;
    unsigned *flags, *slots, *seen;
    cudaMalloc(&flags, blocks * sizeof(unsigned));
    cudaMalloc(&slots, nrounds * blocks * sizeof(unsigned));
    cudaMallocManaged(&seen, nrounds * blocks * sizeof(unsigned));
    cudaMemset(flags, 0, blocks * sizeof(unsigned));
    rounds<<<blocks, 64>>>(flags, slots, seen, nrounds);
    cudaError_t err = cudaDeviceSynchronize();
    printf("status: %s\n", cudaGetErrorString(err));
    int wrong = 0;
    for (int r = 0; r < nrounds; ++r) {
        unsigned want = blocks * (blocks - 1) / 2 + blocks * r;
        for (int b = 0; b < blocks; ++b) wrong += seen[r * blocks + b] != want;
    }
    printf("round 0 total %u, round %d total %u, blocks that saw another total: %d\n", seen[0],
           nrounds - 1, seen[(nrounds - 1) * blocks], wrong);
    cudaFree(flags);
    cudaFree(slots);
    cudaFree(seen);
    return 0;
}
