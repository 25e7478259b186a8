// corpus: single-pass reduction: partial sums, __threadfence, atomicInc ticket, the last block finishes the sum
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

#define THREADS 256

__device__ unsigned int gBlocksDone = 0;

__device__ int blockSum(int v) {
    __shared__ int s[THREADS];
    s[threadIdx.x] = v;
    __syncthreads();
    for (int w = THREADS / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
        __syncthreads();
    }
    return s[0];
}

__global__ void sumAll(const int* in, int n, volatile int* partial, int* result) {
    __shared__ bool amLast;
    int v = 0;
    for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += gridDim.x * THREADS) v += in[i];
    int bs = blockSum(v);
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = bs;
        __threadfence();  // make the partial visible before taking a ticket
        unsigned int ticket = atomicInc(&gBlocksDone, gridDim.x - 1);  // wraps to 0 after the last block
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        int t = 0;
        for (int b = threadIdx.x; b < gridDim.x; b += THREADS) t += partial[b];
        int total = blockSum(t);
        if (threadIdx.x == 0) *result = total;
    }
}

int main() {
    const int n = 200000, blocks = 48;
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    for (int i = 0; i < n; ++i) {
        h[i] = (i * 31) % 97 - 40;
        expect += h[i];
    }
    int *din, *dpart, *dres;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dpart, blocks * sizeof(int)));
    CHECK(cudaMalloc(&dres, sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    int results[2];
    for (int rep = 0; rep < 2; ++rep) {  // the counter resets itself, so a second launch works too
        CHECK(cudaMemset(dres, 0, sizeof(int)));
        sumAll<<<blocks, THREADS>>>(din, n - rep * 1000, dpart, dres);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(&results[rep], dres, sizeof(int), cudaMemcpyDeviceToHost));
    }
    long long expect2 = expect;
    for (int i = n - 1000; i < n; ++i) expect2 -= h[i];
    unsigned int counter = 99;
    CHECK(cudaMemcpyFromSymbol(&counter, gBlocksDone, sizeof(counter)));
    printf("run 1: sum=%d expected=%lld\n", results[0], expect);
    printf("run 2: sum=%d expected=%lld\n", results[1], expect2);
    printf("ticket counter after runs: %u\n", counter);
    printf("%s\n", (results[0] == expect && results[1] == expect2 && counter == 0) ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dpart); cudaFree(dres);
    free(h);
    return 0;
}
