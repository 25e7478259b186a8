// corpus: cudaOccupancyMaxPotentialBlockSize picks the launch shape; the result itself is never printed
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

__global__ void polynomial(const int* in, long long* out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        long long x = in[i];
        out[i] = ((3 * x - 7) * x + 11) * x - 13;
    }
}

int main() {
    int minGridSize = 0, blockSize = 0;
    CHECK(cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, polynomial, 0, 0));
    bool sane = blockSize >= 32 && blockSize <= 1024 && blockSize % 32 == 0 && minGridSize >= 1;
    int activeBlocks = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&activeBlocks, polynomial, blockSize, 0));

    const int n = 123456;
    int gridSize = (n + blockSize - 1) / blockSize;
    if (gridSize > 64) gridSize = 64;  // the loop strides over the rest
    int* h = (int*)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = i % 2001 - 1000;
    int* din;
    long long* dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(long long)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    polynomial<<<gridSize, blockSize>>>(din, dout, n);
    CHECK(cudaGetLastError());
    long long* o = (long long*)malloc(n * sizeof(long long));
    CHECK(cudaMemcpy(o, dout, n * sizeof(long long), cudaMemcpyDeviceToHost));
    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        long long x = h[i];
        if (o[i] != ((3 * x - 7) * x + 11) * x - 13) ++bad;
        sum += o[i];
    }
    printf("suggested block size is sane: %s\n", sane ? "yes" : "no");
    printf("at least one block per multiprocessor: %s\n", activeBlocks >= 1 ? "yes" : "no");
    printf("out[0]=%lld out[1000]=%lld out[%d]=%lld\n", o[0], o[1000], n - 1, o[n - 1]);
    printf("sum=%lld errors=%d\n", sum, bad);
    printf("%s\n", (sane && bad == 0) ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h); free(o);
    return 0;
}
