// corpus: 256-bin histogram with shared-memory atomics and with global atomics
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

#define BINS 256

__global__ void histShared(const unsigned char* data, int n, unsigned int* hist) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

__global__ void histGlobal(const unsigned char* data, int n, unsigned int* hist) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&hist[data[i]], 1u);
}

int main() {
    const int n = 1 << 18;
    unsigned char* h = (unsigned char*)malloc(n);
    unsigned int ref[BINS] = {0};
    for (int i = 0; i < n; ++i) {
        unsigned int x = (unsigned int)i * 2654435761u;
        h[i] = (unsigned char)(x >> 24);
        ref[h[i]]++;
    }
    unsigned char* dd;
    unsigned int *dh1, *dh2;
    CHECK(cudaMalloc(&dd, n));
    CHECK(cudaMalloc(&dh1, BINS * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dh2, BINS * sizeof(unsigned int)));
    CHECK(cudaMemcpy(dd, h, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dh1, 0, BINS * sizeof(unsigned int)));
    CHECK(cudaMemset(dh2, 0, BINS * sizeof(unsigned int)));

    histShared<<<64, 256>>>(dd, n, dh1);
    CHECK(cudaGetLastError());
    histGlobal<<<64, 256>>>(dd, n, dh2);
    CHECK(cudaGetLastError());

    unsigned int g1[BINS], g2[BINS];
    CHECK(cudaMemcpy(g1, dh1, sizeof(g1), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(g2, dh2, sizeof(g2), cudaMemcpyDeviceToHost));
    unsigned long long total = 0;
    int bad = 0;
    for (int b = 0; b < BINS; ++b) {
        total += g1[b];
        if (g1[b] != ref[b] || g2[b] != ref[b]) ++bad;
    }
    printf("bin[0]=%u bin[1]=%u bin[127]=%u bin[255]=%u\n", g1[0], g1[1], g1[127], g1[255]);
    printf("total=%llu bad bins=%d\n", total, bad);
    printf("%s\n", bad == 0 && total == (unsigned long long)n ? "PASS" : "FAIL");
    cudaFree(dd); cudaFree(dh1); cudaFree(dh2);
    free(h);
    return 0;
}
