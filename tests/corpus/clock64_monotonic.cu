// corpus: clock64() read around some work; only monotonicity is checked, no cycle counts are printed
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

__global__ void timed(int* ok, unsigned int* sink, int iters) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    long long t0 = clock64();
    unsigned int v = gid;
    for (int k = 0; k < iters; ++k) v = v * 747796405u + 2891336453u;
    sink[gid] = v;  // keeps the loop alive
    long long t1 = clock64();
    long long t2 = clock64();
    ok[gid] = (t1 >= t0 && t2 >= t1) ? 1 : 0;
}

int main() {
    const int blocks = 8, threads = 128, n = blocks * threads;
    int* dok;
    unsigned int* dsink;
    CHECK(cudaMalloc(&dok, n * sizeof(int)));
    CHECK(cudaMalloc(&dsink, n * sizeof(unsigned int)));
    timed<<<blocks, threads>>>(dok, dsink, 100);
    CHECK(cudaGetLastError());
    int ok[n];
    CHECK(cudaMemcpy(ok, dok, sizeof(ok), cudaMemcpyDeviceToHost));
    int good = 0;
    for (int i = 0; i < n; ++i) good += ok[i];
    printf("threads with non-decreasing clock64: %d of %d\n", good, n);
    printf("%s\n", good == n ? "PASS" : "FAIL");
    cudaFree(dok); cudaFree(dsink);
    return 0;
}
