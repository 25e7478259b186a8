// corpus: sum of squares with a shared-memory tree reduction per block
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

__global__ void sumSquares(const int* in, int* partial, int n) {
    __shared__ int cache[THREADS];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    int v = (i < n) ? in[i] : 0;
    cache[tid] = v * v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) cache[tid] += cache[tid + s];
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = cache[0];
}

int main() {
    const int n = 1 << 16;
    const int blocks = (n + THREADS - 1) / THREADS;
    int* h = (int*)malloc(n * sizeof(int));
    for (int i = 0; i < n; ++i) h[i] = (i % 100) - 50;

    int *din, *dpart;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dpart, blocks * sizeof(int)));
    CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
    sumSquares<<<blocks, THREADS>>>(din, dpart, n);
    CHECK(cudaGetLastError());

    int* part = (int*)malloc(blocks * sizeof(int));
    CHECK(cudaMemcpy(part, dpart, blocks * sizeof(int), cudaMemcpyDeviceToHost));
    long long gpu = 0;
    for (int b = 0; b < blocks; ++b) gpu += part[b];
    long long cpu = 0;
    for (int i = 0; i < n; ++i) cpu += (long long)h[i] * h[i];

    printf("blocks=%d partial[0]=%d partial[1]=%d partial[%d]=%d\n", blocks, part[0], part[1],
           blocks - 1, part[blocks - 1]);
    printf("gpu=%lld cpu=%lld\n", gpu, cpu);
    printf("%s\n", gpu == cpu ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dpart);
    free(h); free(part);
    return 0;
}
