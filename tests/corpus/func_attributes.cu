// corpus: cudaFuncGetAttributes and cudaFuncSetCacheConfig on kernels; only compiler-independent facts are printed
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

__global__ void withShared(float* out) {
    __shared__ float buf[256];
    buf[threadIdx.x] = (float)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = buf[255 - threadIdx.x];
}

__global__ __launch_bounds__(128) void bounded(int* out) { out[threadIdx.x] = threadIdx.x * 2; }

int main() {
    cudaFuncAttributes a;
    CHECK(cudaFuncGetAttributes(&a, withShared));
    printf("withShared: maxThreadsPerBlock>=1 %s, static shared >= 1024 bytes %s, registers>=0 %s\n",
           a.maxThreadsPerBlock >= 1 ? "yes" : "no", a.sharedSizeBytes >= 1024 ? "yes" : "no",
           a.numRegs >= 0 ? "yes" : "no");
    cudaFuncAttributes b;
    CHECK(cudaFuncGetAttributes(&b, bounded));
    printf("bounded: maxThreadsPerBlock<=128 %s\n", (b.maxThreadsPerBlock >= 1 && b.maxThreadsPerBlock <= 128) ? "yes" : "no");
    CHECK(cudaFuncSetCacheConfig(withShared, cudaFuncCachePreferShared));

    float* d;
    int* di;
    CHECK(cudaMalloc(&d, 256 * sizeof(float)));
    CHECK(cudaMalloc(&di, 128 * sizeof(int)));
    withShared<<<1, 256>>>(d);
    bounded<<<1, 128>>>(di);
    CHECK(cudaGetLastError());
    float h[256];
    int hi[128];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost));
    printf("out[0]=%.0f out[255]=%.0f bounded[127]=%d\n", h[0], h[255], hi[127]);
    printf("%s\n", a.maxThreadsPerBlock >= 1 ? "PASS" : "FAIL");
    cudaFree(d); cudaFree(di);
    return 0;
}
