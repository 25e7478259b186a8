// corpus: exclusive prefix sum of 1M elements with three kernels (block scans, scan of block sums, add offsets)
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

#define THREADS 512
#define ELEMS (2 * THREADS)  // elements scanned per block

// work-efficient exclusive scan of ELEMS values per block; optionally stores each block's total
__global__ void scanBlocks(const unsigned int* in, unsigned int* out, unsigned int* sums, int n) {
    __shared__ unsigned int s[ELEMS];
    int t = threadIdx.x;
    int base = blockIdx.x * ELEMS;
    s[2 * t] = (base + 2 * t < n) ? in[base + 2 * t] : 0;
    s[2 * t + 1] = (base + 2 * t + 1 < n) ? in[base + 2 * t + 1] : 0;
    int off = 1;
    for (int d = ELEMS / 2; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) s[off * (2 * t + 2) - 1] += s[off * (2 * t + 1) - 1];
        off <<= 1;
    }
    __syncthreads();
    if (t == 0) {
        if (sums) sums[blockIdx.x] = s[ELEMS - 1];
        s[ELEMS - 1] = 0;
    }
    for (int d = 1; d < ELEMS; d <<= 1) {
        off >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
            unsigned int v = s[ai];
            s[ai] = s[bi];
            s[bi] += v;
        }
    }
    __syncthreads();
    if (base + 2 * t < n) out[base + 2 * t] = s[2 * t];
    if (base + 2 * t + 1 < n) out[base + 2 * t + 1] = s[2 * t + 1];
}

__global__ void addBlockOffsets(unsigned int* out, const unsigned int* offsets, int n) {
    int i = blockIdx.x * ELEMS + threadIdx.x;
    unsigned int add = offsets[blockIdx.x];
    if (i < n) out[i] += add;
    if (i + THREADS < n) out[i + THREADS] += add;
}

int main() {
    const int n = 1 << 20;
    const int blocks = (n + ELEMS - 1) / ELEMS;  // 1024: their sums fit one more block
    unsigned int* h = (unsigned int*)malloc(n * sizeof(unsigned int));
    unsigned int* r = (unsigned int*)malloc(n * sizeof(unsigned int));
    for (int i = 0; i < n; ++i) h[i] = (unsigned int)(i % 7);
    unsigned int *din, *dout, *dsums, *doffs;
    CHECK(cudaMalloc(&din, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dout, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dsums, blocks * sizeof(unsigned int)));
    CHECK(cudaMalloc(&doffs, blocks * sizeof(unsigned int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(unsigned int), cudaMemcpyHostToDevice));

    scanBlocks<<<blocks, THREADS>>>(din, dout, dsums, n);
    scanBlocks<<<1, THREADS>>>(dsums, doffs, nullptr, blocks);
    addBlockOffsets<<<blocks, THREADS>>>(dout, doffs, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));

    unsigned int run = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        if (r[i] != run) ++bad;
        run += h[i];
    }
    printf("n=%d blocks=%d\n", n, blocks);
    printf("out[0]=%u out[1]=%u out[1023]=%u out[1024]=%u out[%d]=%u\n", r[0], r[1], r[1023], r[1024], n - 1, r[n - 1]);
    printf("total=%u mismatches=%d\n", r[n - 1] + h[n - 1], bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout); cudaFree(dsums); cudaFree(doffs);
    free(h); free(r);
    return 0;
}
