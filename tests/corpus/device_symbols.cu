// corpus: __device__ global variables read and written with cudaMemcpyToSymbol/cudaMemcpyFromSymbol
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

__device__ int gCounter;
__device__ int gScale = 3;            // statically initialised
__device__ float gTable[8];
__device__ long long gResults[8];

__global__ void useGlobals() {
    int t = threadIdx.x;
    atomicAdd(&gCounter, 1);
    if (t < 8) gResults[t] = (long long)(gTable[t] * gScale) * 1000000000LL + t;
}

__global__ void bumpScale() { gScale += 4; }

int main() {
    int scale = 0;
    CHECK(cudaMemcpyFromSymbol(&scale, gScale, sizeof(int)));
    printf("initial gScale=%d\n", scale);

    int zero = 0;
    CHECK(cudaMemcpyToSymbol(gCounter, &zero, sizeof(int)));
    float table[8];
    for (int i = 0; i < 8; ++i) table[i] = 0.5f * i;
    CHECK(cudaMemcpyToSymbol(gTable, table, sizeof(table)));

    useGlobals<<<4, 64>>>();
    CHECK(cudaGetLastError());
    bumpScale<<<1, 1>>>();
    useGlobals<<<1, 32>>>();
    CHECK(cudaGetLastError());

    int counter = 0;
    long long results[8];
    CHECK(cudaMemcpyFromSymbol(&counter, gCounter, sizeof(int)));
    CHECK(cudaMemcpyFromSymbol(results, gResults, sizeof(results)));
    CHECK(cudaMemcpyFromSymbol(&scale, gScale, sizeof(int)));
    printf("gCounter=%d gScale=%d\n", counter, scale);
    for (int i = 0; i < 8; ++i) printf("gResults[%d]=%lld\n", i, results[i]);

    // read back only the last four table entries using the offset argument
    float tail[4];
    CHECK(cudaMemcpyFromSymbol(tail, gTable, sizeof(tail), 4 * sizeof(float)));
    printf("tail: %.1f %.1f %.1f %.1f\n", tail[0], tail[1], tail[2], tail[3]);
    return 0;
}
