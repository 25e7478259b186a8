// corpus: multi-block inclusive scan: per-block scan, scan of block sums, add offsets
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

#define BS 256

__device__ int blockInclusiveScan(int v) {
    __shared__ int s[BS];
    int t = threadIdx.x;
    s[t] = v;
    __syncthreads();
    for (int off = 1; off < BS; off <<= 1) {
        int add = (t >= off) ? s[t - off] : 0;
        __syncthreads();
        s[t] += add;
        __syncthreads();
    }
    return s[t];
}

__global__ void scanBlocks(const int* in, int* out, int* blockSums, int n) {
    int i = blockIdx.x * BS + threadIdx.x;
    int v = blockInclusiveScan(i < n ? in[i] : 0);
    if (i < n) out[i] = v;
    if (threadIdx.x == BS - 1 && blockSums) blockSums[blockIdx.x] = v;
}

__global__ void addOffsets(int* out, const int* scannedSums, int n) {
    int i = blockIdx.x * BS + threadIdx.x;
    if (blockIdx.x > 0 && i < n) out[i] += scannedSums[blockIdx.x - 1];
}

int main() {
    const int n = 10000;
    const int blocks = (n + BS - 1) / BS;  // 40, so the sums fit one block
    int* h = (int*)malloc(n * sizeof(int));
    int* r = (int*)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = i % 13;
    int *din, *dout, *dsums, *dsumsScan;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMalloc(&dsums, blocks * sizeof(int)));
    CHECK(cudaMalloc(&dsumsScan, blocks * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));

    scanBlocks<<<blocks, BS>>>(din, dout, dsums, n);
    scanBlocks<<<1, BS>>>(dsums, dsumsScan, nullptr, blocks);
    addOffsets<<<blocks, BS>>>(dout, dsumsScan, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost));

    int run = 0, bad = 0;
    for (int i = 0; i < n; ++i) {
        run += h[i];
        if (r[i] != run) ++bad;
    }
    printf("blocks=%d\n", blocks);
    printf("out[0]=%d out[255]=%d out[256]=%d out[5000]=%d out[%d]=%d\n", r[0], r[255], r[256], r[5000],
           n - 1, r[n - 1]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout); cudaFree(dsums); cudaFree(dsumsScan);
    free(h); free(r);
    return 0;
}
