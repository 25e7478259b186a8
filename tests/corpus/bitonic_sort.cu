// corpus: bitonic sort of 1024 keys in shared memory by one block of 512 threads
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

#define N 1024

__device__ void compareSwap(unsigned int* s, unsigned int i, unsigned int j, unsigned int k) {
    unsigned int partner = i ^ j;
    if (partner > i) {
        bool ascending = (i & k) == 0;
        unsigned int a = s[i], b = s[partner];
        if ((a > b) == ascending) {
            s[i] = b;
            s[partner] = a;
        }
    }
}

__global__ void bitonicSort(unsigned int* data) {
    __shared__ unsigned int s[N];
    unsigned int t = threadIdx.x;
    s[t] = data[t];
    s[t + N / 2] = data[t + N / 2];
    __syncthreads();
    for (unsigned int k = 2; k <= N; k <<= 1) {
        for (unsigned int j = k >> 1; j > 0; j >>= 1) {
            compareSwap(s, t, j, k);
            compareSwap(s, t + N / 2, j, k);
            __syncthreads();
        }
    }
    data[t] = s[t];
    data[t + N / 2] = s[t + N / 2];
}

int main() {
    unsigned int h[N];
    unsigned int x = 12345u;
    unsigned long long sumBefore = 0;
    for (int i = 0; i < N; ++i) {
        x = x * 1103515245u + 12345u;
        h[i] = (x >> 8) % 5000u;  // duplicates are likely
        sumBefore += h[i];
    }
    unsigned int* d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    bitonicSort<<<1, N / 2>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    unsigned long long sumAfter = 0;
    int outOfOrder = 0;
    for (int i = 0; i < N; ++i) {
        sumAfter += h[i];
        if (i > 0 && h[i - 1] > h[i]) ++outOfOrder;
    }
    printf("first: %u %u %u %u %u\n", h[0], h[1], h[2], h[3], h[4]);
    printf("middle: %u %u\n", h[511], h[512]);
    printf("last: %u %u %u %u %u\n", h[N - 5], h[N - 4], h[N - 3], h[N - 2], h[N - 1]);
    printf("sum before=%llu after=%llu out of order=%d\n", sumBefore, sumAfter, outOfOrder);
    printf("%s\n", (outOfOrder == 0 && sumBefore == sumAfter) ? "PASS" : "FAIL");
    cudaFree(d);
    return 0;
}
