// corpus: dot product finished with atomicAdd on a float; integer-valued data keeps every partial sum exact
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

__global__ void dotBlock(const float* x, const float* y, float* result, int n) {
    __shared__ float cache[THREADS];
    float acc = 0.0f;
    for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += gridDim.x * THREADS) acc += x[i] * y[i];
    cache[threadIdx.x] = acc;
    __syncthreads();
    for (int s = THREADS / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(result, cache[0]);
}

__global__ void dotPerThread(const float* x, const float* y, float* result, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(result, x[i] * y[i]);  // every product goes straight to the accumulator
}

int main() {
    const int n = 100000;
    float* x = (float*)malloc(n * sizeof(float));
    float* y = (float*)malloc(n * sizeof(float));
    long long expect = 0;
    for (int i = 0; i < n; ++i) {
        x[i] = (float)(i % 10 - 4);
        y[i] = (float)(i % 7 - 2);
        expect += (long long)(i % 10 - 4) * (i % 7 - 2);
    }
    float *dx, *dy, *dr;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMalloc(&dr, 2 * sizeof(float)));
    CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dr, 0, 2 * sizeof(float)));
    dotBlock<<<64, THREADS>>>(dx, dy, dr, n);
    dotPerThread<<<(n + 255) / 256, 256>>>(dx, dy, dr + 1, n);
    CHECK(cudaGetLastError());
    float r[2];
    CHECK(cudaMemcpy(r, dr, sizeof(r), cudaMemcpyDeviceToHost));
    printf("block partials: %.1f\n", r[0]);
    printf("per-thread:     %.1f\n", r[1]);
    printf("expected:       %lld\n", expect);
    printf("%s\n", (r[0] == (float)expect && r[1] == (float)expect) ? "PASS" : "FAIL");
    cudaFree(dx); cudaFree(dy); cudaFree(dr);
    free(x); free(y);
    return 0;
}
