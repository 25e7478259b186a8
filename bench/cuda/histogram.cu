// Histogram of 16M bytes into 256 bins: each block counts a grid-stride slice into a shared-memory
// histogram with atomicAdd, then adds it to the global histogram.
#include "bench.cuh"

#define BINS 256

__global__ void histogram(const unsigned char* data, unsigned int* hist, int n) {
    __shared__ unsigned int local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();

    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

int main() {
    const int n = 1 << 24;
    const int reps = benchReps(50);

    unsigned char* hdata = (unsigned char*)malloc(n);
    unsigned int seed = 12345u;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        hdata[i] = (unsigned char)(seed >> 24);
    }
    unsigned int expected[BINS] = {0};
    for (int i = 0; i < n; ++i) expected[hdata[i]]++;

    unsigned char* ddata;
    unsigned int* dhist;
    CHECK(cudaMalloc(&ddata, n));
    CHECK(cudaMalloc(&dhist, BINS * sizeof(unsigned int)));
    CHECK(cudaMemcpy(ddata, hdata, n, cudaMemcpyHostToDevice));

    const int threads = 256;
    const int blocks = 1024;
    CHECK(cudaMemset(dhist, 0, BINS * sizeof(unsigned int)));
    histogram<<<blocks, threads>>>(ddata, dhist, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        CHECK(cudaMemset(dhist, 0, BINS * sizeof(unsigned int)));
        timer.start();
        histogram<<<blocks, threads>>>(ddata, dhist, n);
        timer.stop();
    }

    unsigned int hist[BINS];
    CHECK(cudaMemcpy(hist, dhist, sizeof(hist), cudaMemcpyDeviceToHost));
    for (int b = 0; b < BINS; ++b)
        if (hist[b] != expected[b]) benchFail("histogram", "a bin differs from the host's count");

    timer.report("histogram", (double)n, "bytes");
    CHECK(cudaFree(ddata));
    CHECK(cudaFree(dhist));
    free(hdata);
    return 0;
}
