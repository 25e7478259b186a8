// corpus: zero-copy mapped host memory: cudaSetDeviceFlags(cudaDeviceMapHost), cudaHostAllocMapped, cudaHostGetDevicePointer
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

__global__ void cubeMinus(const int* in, long long* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        long long v = in[i];
        out[i] = v * v * v - v;  // read from and write to host memory over the bus
    }
}

int main() {
    CHECK(cudaSetDeviceFlags(cudaDeviceMapHost));  // before any other runtime call creates the context
    int canMap = 0;
    CHECK(cudaDeviceGetAttribute(&canMap, cudaDevAttrCanMapHostMemory, 0));
    printf("can map host memory: %s\n", canMap ? "yes" : "no");

    const int n = 4096;
    int* hIn;
    long long* hOut;
    CHECK(cudaHostAlloc(&hIn, n * sizeof(int), cudaHostAllocMapped));
    CHECK(cudaHostAlloc(&hOut, n * sizeof(long long), cudaHostAllocMapped));
    for (int i = 0; i < n; ++i) {
        hIn[i] = (i % 64) - 32;
        hOut[i] = -1;
    }
    int* dIn;
    long long* dOut;
    CHECK(cudaHostGetDevicePointer(&dIn, hIn, 0));
    CHECK(cudaHostGetDevicePointer(&dOut, hOut, 0));

    cubeMinus<<<n / 256, 256>>>(dIn, dOut, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());  // results are visible in hOut once the kernel is done

    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        long long v = hIn[i];
        if (hOut[i] != v * v * v - v) ++bad;
        sum += hOut[i] > 0 ? hOut[i] : -hOut[i];
    }
    printf("out[0]=%lld out[33]=%lld out[63]=%lld\n", hOut[0], hOut[33], hOut[63]);
    printf("sum of magnitudes=%lld errors=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    CHECK(cudaFreeHost(hIn));
    CHECK(cudaFreeHost(hOut));
    return 0;
}
