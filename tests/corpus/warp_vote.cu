// corpus: warp vote functions __ballot_sync, __all_sync, __any_sync and __activemask
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

#define FULL 0xffffffffu

// results per warp: 8 words
__global__ void votes(unsigned int* out) {
    int lane = threadIdx.x & 31;
    int warp = threadIdx.x >> 5;
    unsigned int* o = out + warp * 8;
    unsigned int b3 = __ballot_sync(FULL, lane % 3 == 0);
    unsigned int bw = __ballot_sync(FULL, (lane + warp) & 1);
    int allNonNeg = __all_sync(FULL, lane >= 0);
    int allLow = __all_sync(FULL, lane < 31);
    int anyTop = __any_sync(FULL, lane == 31);
    int anyBig = __any_sync(FULL, lane > 40);
    unsigned int half = 0;
    if (lane < 16) half = __ballot_sync(0x0000ffffu, lane & 1);  // only the low half takes part
    if (lane == 0) {
        o[0] = b3; o[1] = bw; o[2] = allNonNeg != 0; o[3] = allLow != 0;
        o[4] = anyTop != 0; o[5] = anyBig != 0; o[6] = half;
    }
}

// a block of 48 threads: the second warp has only 16 live lanes
__global__ void partialWarp(unsigned int* out) {
    unsigned int m = __activemask();
    unsigned int b = __ballot_sync(m, 1);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) {
        out[warp * 2] = m;
        out[warp * 2 + 1] = b;
    }
}

int main() {
    unsigned int* d;
    CHECK(cudaMalloc(&d, 64 * sizeof(unsigned int)));
    CHECK(cudaMemset(d, 0, 64 * sizeof(unsigned int)));
    votes<<<1, 64>>>(d);
    CHECK(cudaGetLastError());
    unsigned int h[64];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    for (int w = 0; w < 2; ++w) {
        const unsigned int* o = h + w * 8;
        printf("warp %d: ballot(lane%%3==0)=0x%08x ballot(odd)=0x%08x\n", w, o[0], o[1]);
        printf("warp %d: all(lane>=0)=%u all(lane<31)=%u any(lane==31)=%u any(lane>40)=%u\n", w, o[2], o[3],
               o[4], o[5]);
        printf("warp %d: low-half ballot=0x%08x\n", w, o[6]);
    }
    CHECK(cudaMemset(d, 0, 64 * sizeof(unsigned int)));
    partialWarp<<<1, 48>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, 4 * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    printf("48-thread block: warp 0 active=0x%08x ballot=0x%08x\n", h[0], h[1]);
    printf("48-thread block: warp 1 active=0x%08x ballot=0x%08x\n", h[2], h[3]);
    cudaFree(d);
    return 0;
}
