// A write one element past the end of a block's dynamic shared memory (a flag placed after the
// last element) is an illegal address, as a GPU reports it: the launch fails, the error is
// sticky, and memory the other blocks use is left as it was.
#include <cstdio>

__global__ void fill(int *out, int n)
{
    extern __shared__ int tile[];
    tile[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
    if (threadIdx.x == 0 && blockIdx.x == 3)
        tile[n] = 1;
}

int main()
{
    const int threads = 256, blocks = 8;
    int *d;
    cudaMalloc(&d, blocks * threads * sizeof(int));
    fill<<<blocks, threads, threads * sizeof(int)>>>(d, threads - 1);
    cudaError_t within = cudaDeviceSynchronize();
    int h[4];
    cudaMemcpy(h, d + 3 * threads, sizeof h, cudaMemcpyDeviceToHost);
    printf("in bounds: %s, block 3 reads %d %d %d %d\n", cudaGetErrorString(within), h[0], h[1], h[2], h[3]);
    fill<<<blocks, threads, threads * sizeof(int)>>>(d, threads);
    cudaError_t past = cudaDeviceSynchronize();
    printf("one past the end: %s\n", cudaGetErrorString(past));
    printf("afterwards: %s\n", cudaGetErrorString(cudaMalloc(&d, 4)));
    return 0;
}
