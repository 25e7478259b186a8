// corpus: device-side assert() that holds for every thread, so the kernel completes normally
#include <cassert>
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

__global__ void checkedCopy(const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    assert(blockDim.x % 32 == 0);
    if (i < n) {
        int v = in[i];
        assert(v >= 0 && v < 1000);  // inputs are known to lie in range
        out[i] = v * 2;
        assert(out[i] % 2 == 0);
    }
}

int main() {
    const int n = 3000;
    int* h = (int*)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = (i * 13) % 1000;
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    checkedCopy<<<(n + 127) / 128, 128>>>(din, dout, n);
    CHECK(cudaGetLastError());
    cudaError_t err = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(err));
    CHECK(cudaMemcpy(h, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += h[i];
    printf("sum=%lld\n", sum);
    printf("%s\n", err == cudaSuccess ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h);
    return 0;
}
