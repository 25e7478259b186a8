// corpus: in-kernel malloc/free: per-thread scratch arrays and a block-shared buffer allocated by one thread
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

__global__ void scratch(int* results, int* failures) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int len = threadIdx.x % 8 + 1;
    int* tmp = (int*)malloc(len * sizeof(int));
    if (tmp == nullptr) {
        atomicAdd(failures, 1);
        results[gid] = 0;
        return;
    }
    for (int k = 0; k < len; ++k) tmp[k] = gid * k;
    int s = 0;
    for (int k = 0; k < len; ++k) s += tmp[k];
    free(tmp);
    results[gid] = s;
}

__global__ void sharedHeapBuffer(long long* out, int* failures) {
    __shared__ long long* buf;
    if (threadIdx.x == 0) {
        buf = (long long*)malloc(blockDim.x * sizeof(long long));
        if (buf == nullptr) atomicAdd(failures, 1);
    }
    __syncthreads();
    if (buf == nullptr) return;
    buf[threadIdx.x] = (long long)(blockIdx.x + 1) * (threadIdx.x + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        long long s = 0;
        for (unsigned k = 0; k < blockDim.x; ++k) s += buf[k];
        out[blockIdx.x] = s;
        free(buf);
    }
}

int main() {
    CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16u << 20));
    const int blocks = 4, threads = 64, n = blocks * threads;
    int *dres, *dfail;
    long long* dout;
    CHECK(cudaMalloc(&dres, n * sizeof(int)));
    CHECK(cudaMalloc(&dfail, sizeof(int)));
    CHECK(cudaMalloc(&dout, blocks * sizeof(long long)));
    CHECK(cudaMemset(dfail, 0, sizeof(int)));
    scratch<<<blocks, threads>>>(dres, dfail);
    CHECK(cudaGetLastError());
    sharedHeapBuffer<<<blocks, 128>>>(dout, dfail);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    int res[n], fails = 0;
    long long out[blocks];
    CHECK(cudaMemcpy(res, dres, sizeof(res), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&fails, dfail, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost));
    long long total = 0;
    for (int i = 0; i < n; ++i) total += res[i];
    printf("allocation failures: %d\n", fails);
    printf("res[0]=%d res[7]=%d res[100]=%d res[255]=%d total=%lld\n", res[0], res[7], res[100], res[255], total);
    printf("block sums: %lld %lld %lld %lld\n", out[0], out[1], out[2], out[3]);
    cudaFree(dres); cudaFree(dfail); cudaFree(dout);
    return 0;
}
