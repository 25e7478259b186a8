// corpus: four streams, each copying its chunk in, running a kernel and copying out, on pinned memory
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

#define NSTREAMS 4

__global__ void work(const int* in, int* out, int n, int streamId) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = in[i];
        for (int k = 0; k < 8; ++k) v = (v * 5 + k) % 10007;
        out[i] = v + streamId * 100000;
    }
}

int main() {
    const int chunk = 1 << 16, n = NSTREAMS * chunk;
    int *hIn, *hOut, *dIn, *dOut;
    CHECK(cudaMallocHost(&hIn, n * sizeof(int)));
    CHECK(cudaMallocHost(&hOut, n * sizeof(int)));
    CHECK(cudaMalloc(&dIn, n * sizeof(int)));
    CHECK(cudaMalloc(&dOut, n * sizeof(int)));
    for (int i = 0; i < n; ++i) hIn[i] = i % 9973;

    cudaStream_t streams[NSTREAMS];
    for (int s = 0; s < NSTREAMS; ++s) CHECK(cudaStreamCreate(&streams[s]));
    for (int s = 0; s < NSTREAMS; ++s) {
        int off = s * chunk;
        CHECK(cudaMemcpyAsync(dIn + off, hIn + off, chunk * sizeof(int), cudaMemcpyHostToDevice, streams[s]));
        work<<<chunk / 256, 256, 0, streams[s]>>>(dIn + off, dOut + off, chunk, s);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpyAsync(hOut + off, dOut + off, chunk * sizeof(int), cudaMemcpyDeviceToHost, streams[s]));
    }
    for (int s = 0; s < NSTREAMS; ++s) CHECK(cudaStreamSynchronize(streams[s]));

    int bad = 0;
    long long sums[NSTREAMS] = {0, 0, 0, 0};
    for (int i = 0; i < n; ++i) {
        int v = hIn[i];
        for (int k = 0; k < 8; ++k) v = (v * 5 + k) % 10007;
        int s = i / chunk;
        if (hOut[i] != v + s * 100000) ++bad;
        sums[s] += hOut[i];
    }
    for (int s = 0; s < NSTREAMS; ++s) printf("stream %d: first=%d sum=%lld\n", s, hOut[s * chunk], sums[s]);
    printf("errors=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
    for (int s = 0; s < NSTREAMS; ++s) CHECK(cudaStreamDestroy(streams[s]));
    cudaFree(dIn); cudaFree(dOut);
    cudaFreeHost(hIn); cudaFreeHost(hOut);
    return 0;
}
