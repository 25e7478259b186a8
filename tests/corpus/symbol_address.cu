// corpus: cudaGetSymbolAddress/cudaGetSymbolSize turn a __device__ array into a plain device pointer
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

#define LEN 64
__device__ unsigned int gData[LEN];

__global__ void fillViaPointer(unsigned int* p, int n) {
    int i = threadIdx.x;
    if (i < n) p[i] += (unsigned int)(i * i);
}

__global__ void sumSymbol(unsigned int* out) {
    unsigned int s = 0;
    for (int i = 0; i < LEN; ++i) s += gData[i];
    *out = s;
}

int main() {
    unsigned int* p = nullptr;
    size_t size = 0;
    CHECK(cudaGetSymbolAddress((void**)&p, gData));
    CHECK(cudaGetSymbolSize(&size, gData));
    printf("symbol size=%zu bytes (%zu elements)\n", size, size / sizeof(unsigned int));

    CHECK(cudaMemset(p, 0x01, size));  // every byte 0x01 -> every word 0x01010101
    fillViaPointer<<<1, LEN>>>(p, LEN);
    CHECK(cudaGetLastError());

    unsigned int* dsum;
    CHECK(cudaMalloc(&dsum, sizeof(unsigned int)));
    sumSymbol<<<1, 1>>>(dsum);
    CHECK(cudaGetLastError());
    unsigned int s = 0;
    CHECK(cudaMemcpy(&s, dsum, sizeof(s), cudaMemcpyDeviceToHost));

    unsigned int h[LEN];
    CHECK(cudaMemcpy(h, p, sizeof(h), cudaMemcpyDeviceToHost));  // ordinary memcpy from the symbol
    printf("gData[0]=0x%08x gData[3]=0x%08x gData[63]=0x%08x\n", h[0], h[3], h[63]);
    printf("sum=%u\n", s);
    unsigned int expect = 0;
    for (int i = 0; i < LEN; ++i) expect += 0x01010101u + (unsigned int)(i * i);
    printf("%s\n", s == expect ? "PASS" : "FAIL");
    cudaFree(dsum);
    return 0;
}
