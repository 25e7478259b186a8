// corpus: classic unrolled warp-synchronous reduction on volatile shared memory, made safe with __syncwarp()
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define THREADS 256

// every lane reads, then the warp syncs, then every lane writes: no lane reads a half-updated value
__device__ void warpReduce(volatile int* s, unsigned int tid) {
    int v = s[tid];
    v += s[tid + 32]; __syncwarp(); s[tid] = v; __syncwarp();
    v += s[tid + 16]; __syncwarp(); s[tid] = v; __syncwarp();
    v += s[tid + 8];  __syncwarp(); s[tid] = v; __syncwarp();
    v += s[tid + 4];  __syncwarp(); s[tid] = v; __syncwarp();
    v += s[tid + 2];  __syncwarp(); s[tid] = v; __syncwarp();
    v += s[tid + 1];  __syncwarp(); s[tid] = v;
}

__global__ void reduce(const int* in, int* out, int n) {
    __shared__ int s[THREADS];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (THREADS * 2) + tid;
    int v = 0;
    if (i < n) v += in[i];
    if (i + THREADS < n) v += in[i + THREADS];
    s[tid] = v;
    __syncthreads();
    for (unsigned int w = THREADS / 2; w > 32; w >>= 1) {
        if (tid < w) s[tid] += s[tid + w];
        __syncthreads();
    }
    if (tid < 32) warpReduce(s, tid);
    if (tid == 0) out[blockIdx.x] = s[0];
}

int main() {
    const int n = 123457;
    const int blocks = (n + THREADS * 2 - 1) / (THREADS * 2);
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i ^ (i >> 3)) % 23;
        expect += h[i];
    }
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, blocks * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    reduce<<<blocks, THREADS>>>(din, dout, n);
    CHECK(cudaGetLastError());
    int* part = (int*)malloc(blocks * sizeof(int));
    CHECK(cudaMemcpy(part, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    long long total = 0;
    for (int b = 0; b < blocks; ++b) total += part[b];
    printf("blocks=%d partial[0]=%d partial[%d]=%d\n", blocks, part[0], blocks - 1, part[blocks - 1]);
    printf("sum=%lld expected=%lld\n", total, expect);
    printf("%s\n", total == expect ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h); free(part);
    return 0;
}
