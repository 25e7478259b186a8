// corpus: an OpenMP parallel-for on the host issuing two launches into separate buffers (also correct without OpenMP)
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

__global__ void fillPattern(int* p, int n, int which) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = which == 0 ? i * 2 : n - i;
}

int main() {
    const int n = 100000;
    int* bufs[2];
    for (int k = 0; k < 2; ++k) CHECK(cudaMalloc(&bufs[k], n * sizeof(int)));
    cudaError_t errs[2] = {cudaSuccess, cudaSuccess};

#pragma omp parallel for num_threads(2)
    for (int k = 0; k < 2; ++k) {
        fillPattern<<<(n + 255) / 256, 256>>>(bufs[k], n, k);
        errs[k] = cudaStreamSynchronize(0);
    }

    CHECK(cudaDeviceSynchronize());
    long long sums[2] = {0, 0};
    int* h = (int*)malloc(n * sizeof(int));
    for (int k = 0; k < 2; ++k) {
        CHECK(errs[k]);
        CHECK(cudaMemcpy(h, bufs[k], n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; ++i) sums[k] += h[i];
        printf("buffer %d: first=%d last=%d sum=%lld\n", k, h[0], h[n - 1], sums[k]);
    }
    printf("%s\n", (sums[0] == (long long)n * (n - 1) && sums[1] == (long long)n * (n + 1) / 2) ? "PASS" : "FAIL");
    free(h);
    for (int k = 0; k < 2; ++k) cudaFree(bufs[k]);
    return 0;
}
