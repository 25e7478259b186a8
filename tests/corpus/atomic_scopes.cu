// corpus: scoped atomics (atomicAdd_block, atomicMax_system, atomicExch_system, atomicCAS_block,
// atomicOr_system) on global and shared memory
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scoped(int* counters, unsigned long long* wide) {
    __shared__ int block_sum;
    if (threadIdx.x == 0) block_sum = 0;
    __syncthreads();
    atomicAdd_block(&block_sum, (int)threadIdx.x);
    atomicMax_system(&counters[1], (int)(blockIdx.x * 100 + threadIdx.x));
    atomicOr_system(&counters[2], 1 << (threadIdx.x % 8));
    atomicAdd_system(wide, 3ull);
    __syncthreads();
    if (threadIdx.x == 0) {
        atomicAdd(&counters[0], block_sum);
        atomicExch_system(&counters[3 + blockIdx.x], block_sum + (int)blockIdx.x);
        atomicCAS_block(&counters[7], 0, 42);
    }
}

int main() {
    int* c;
    unsigned long long* w;
    cudaMalloc(&c, 8 * sizeof(int));
    cudaMalloc(&w, sizeof(unsigned long long));
    cudaMemset(c, 0, 8 * sizeof(int));
    cudaMemset(w, 0, sizeof(unsigned long long));
    scoped<<<4, 64>>>(c, w);
    int h[8];
    unsigned long long hw;
    cudaMemcpy(h, c, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hw, w, sizeof hw, cudaMemcpyDeviceToHost);
    printf("sum %d max %d or %d wide %llu\n", h[0], h[1], h[2], hw);
    printf("per block: %d %d %d %d, cas %d\n", h[3], h[4], h[5], h[6], h[7]);
    return 0;
}
