// corpus: reduction with warp shuffles (__shfl_down_sync) and one atomicAdd per block
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

__device__ int warpSum(int v) {
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

__global__ void reduceShfl(const int* in, int* out, int n) {
    __shared__ int warpTotals[32];
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    int lane = threadIdx.x & 31;
    int warp = threadIdx.x >> 5;
    sum = warpSum(sum);
    if (lane == 0) warpTotals[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        int nwarps = blockDim.x / 32;
        int v = (lane < nwarps) ? warpTotals[lane] : 0;
        v = warpSum(v);
        if (lane == 0) atomicAdd(out, v);
    }
}

int main() {
    const int n = 1 << 20;
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = i % 17;
        expect += h[i];
    }
    int *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0, sizeof(int)));
    reduceShfl<<<64, 256>>>(din, dout, n);
    CHECK(cudaGetLastError());
    int result = 0;
    CHECK(cudaMemcpy(&result, dout, sizeof(int), cudaMemcpyDeviceToHost));
    printf("n=%d sum=%d expected=%lld\n", n, result, expect);
    printf("%s\n", result == expect ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h);
    return 0;
}
