// corpus: device properties and attributes, printing only limits that are the same on every CUDA GPU
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

__global__ void readWarpSize(int* out) { *out = warpSize; }

int main() {
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    printf("at least one device: %s\n", count >= 1 ? "yes" : "no");
    CHECK(cudaSetDevice(0));
    int dev = -1;
    CHECK(cudaGetDevice(&dev));
    printf("current device: %d\n", dev);

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("warpSize: %d\n", prop.warpSize);
    printf("maxThreadsPerBlock: %d\n", prop.maxThreadsPerBlock);
    printf("maxThreadsDim: %d x %d x %d\n", prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2]);
    printf("maxGridSize: %d x %d x %d\n", prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
    printf("sharedMemPerBlock: %zu\n", prop.sharedMemPerBlock);
    printf("totalConstMem: %zu\n", prop.totalConstMem);
    printf("has global memory: %s\n", prop.totalGlobalMem > 0 ? "yes" : "no");
    printf("has multiprocessors: %s\n", prop.multiProcessorCount > 0 ? "yes" : "no");

    int attr = 0;
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrWarpSize, 0));
    printf("attribute warp size: %d\n", attr);
    CHECK(cudaDeviceGetAttribute(&attr, cudaDevAttrMaxBlockDimZ, 0));
    printf("attribute max block dim z: %d\n", attr);

    int* d;
    CHECK(cudaMalloc(&d, sizeof(int)));
    readWarpSize<<<1, 1>>>(d);
    CHECK(cudaGetLastError());
    int w = 0;
    CHECK(cudaMemcpy(&w, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("warpSize seen in a kernel: %d\n", w);
    cudaFree(d);
    return 0;
}
