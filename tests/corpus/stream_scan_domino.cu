// corpus: a single-pass scan whose blocks take dynamic ids and each wait for their predecessor's sum (a domino chain through a volatile flag, read behind `bid > 0 &&`), over a thousand blocks
#include <cstdio>
#include <cstdlib>

#define SECTION 128

__device__ unsigned int block_counter = 0;

__global__ void domino_scan(const int* in, long long* out, long long* sums, volatile int* flags, int n)
{
    __shared__ unsigned int bid_s;
    __shared__ long long previous_sum;
    __shared__ long long xy[SECTION];
    if (threadIdx.x == 0) bid_s = atomicAdd(&block_counter, 1);
    __syncthreads();
    unsigned int bid = bid_s;
    int i = bid * SECTION + threadIdx.x;
    xy[threadIdx.x] = i < n ? in[i] : 0;
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        __syncthreads();
        long long t = threadIdx.x >= stride ? xy[threadIdx.x - stride] : 0;
        __syncthreads();
        xy[threadIdx.x] += t;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        while (bid > 0 && flags[bid] == 0) {
        }
        previous_sum = bid > 0 ? sums[bid] : 0;
        sums[bid + 1] = previous_sum + xy[SECTION - 1];
        __threadfence();
        flags[bid + 1] = 1;
    }
    __syncthreads();
    if (i < n) out[i] = xy[threadIdx.x] + previous_sum;
}

int main()
{
    const int blocks = 1000, n = blocks * SECTION - 37;
    int* h_in = (int*)malloc(n * sizeof(int));
    long long* h_out = (long long*)malloc(n * sizeof(long long));
    for (int i = 0; i < n; ++i) h_in[i] = (i * 7919) % 1000 - 500;
    int *in, *flags;
    long long *out, *sums;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(long long));
    cudaMalloc(&sums, (blocks + 1) * sizeof(long long));
    cudaMalloc(&flags, (blocks + 1) * sizeof(int));
    cudaMemset(flags, 0, (blocks + 1) * sizeof(int));
    cudaMemcpy(in, h_in, n * sizeof(int), cudaMemcpyHostToDevice);
    domino_scan<<<blocks, SECTION>>>(in, out, sums, flags, n);
    cudaMemcpy(h_out, out, n * sizeof(long long), cudaMemcpyDeviceToHost);
    long long running = 0;
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
        running += h_in[i];
        wrong += h_out[i] != running;
    }
    printf("%s: %d wrong of %d, last %lld\n", cudaGetErrorString(cudaGetLastError()), wrong, n, h_out[n - 1]);
    cudaFree(in);
    cudaFree(out);
    cudaFree(sums);
    cudaFree(flags);
    free(h_in);
    free(h_out);
    return 0;
}
