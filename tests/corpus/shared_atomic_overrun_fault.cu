// corpus: an atomic operation far past the end of a block's dynamic shared memory is an illegal address, as a plain store there is: the launch fails and the error is sticky (the CPU backend checks shared atomics against the block's segment)
#include <cstdio>

__global__ void mark(unsigned *out, int at)
{
    extern __shared__ unsigned bits[];
    bits[threadIdx.x] = 0;
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1)
        atomicOr(&bits[at], 1u);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = bits[threadIdx.x];
}

int main()
{
    const int threads = 256, blocks = 4;
    unsigned *d;
    cudaMalloc(&d, blocks * threads * sizeof(unsigned));
    mark<<<blocks, threads, threads * sizeof(unsigned)>>>(d, threads - 1);
    cudaError_t within = cudaDeviceSynchronize();
    unsigned last = 0;
    cudaMemcpy(&last, d + threads - 1, sizeof last, cudaMemcpyDeviceToHost);
    printf("last element: %s, reads %u\n", cudaGetErrorString(within), last);
    int at = threads + 200;
    mark<<<blocks, threads, threads * sizeof(unsigned)>>>(d, at);
    printf("far past the end: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    printf("afterwards: %s\n", cudaGetErrorString(cudaMalloc(&d, 4)));
    return 0;
}
