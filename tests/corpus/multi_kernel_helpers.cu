// corpus: several kernels in one file sharing __device__ helper functions, run as a small pipeline
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

__device__ int globalIndex() { return blockIdx.x * blockDim.x + threadIdx.x; }

__device__ unsigned int hash32(unsigned int x) {
    x = (x ^ 61u) ^ (x >> 16);
    x *= 9u;
    x ^= x >> 4;
    x *= 0x27d4eb2du;
    x ^= x >> 15;
    return x;
}

__device__ int bucketOf(unsigned int h, int buckets) { return (int)(h % (unsigned int)buckets); }

__global__ void generate(unsigned int* keys, int n) {
    int i = globalIndex();
    if (i < n) keys[i] = hash32((unsigned int)i);
}

__global__ void classify(const unsigned int* keys, int* buckets, int n, int nb) {
    int i = globalIndex();
    if (i < n) buckets[i] = bucketOf(keys[i], nb);
}

__global__ void countBuckets(const int* buckets, unsigned int* counts, int n) {
    int i = globalIndex();
    if (i < n) atomicAdd(&counts[buckets[i]], 1u);
}

__global__ void checksum(const unsigned int* keys, unsigned int* out, int n) {
    int i = globalIndex();
    if (i < n) atomicXor(out, hash32(keys[i]));
}

int main() {
    const int n = 20000, nb = 8;
    unsigned int *dkeys, *dcounts, *dsum;
    int* dbk;
    CHECK(cudaMalloc(&dkeys, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dbk, n * sizeof(int)));
    CHECK(cudaMalloc(&dcounts, nb * sizeof(unsigned int)));
    CHECK(cudaMalloc(&dsum, sizeof(unsigned int)));
    CHECK(cudaMemset(dcounts, 0, nb * sizeof(unsigned int)));
    CHECK(cudaMemset(dsum, 0, sizeof(unsigned int)));
    int threads = 256, blocks = (n + threads - 1) / threads;
    generate<<<blocks, threads>>>(dkeys, n);
    classify<<<blocks, threads>>>(dkeys, dbk, n, nb);
    countBuckets<<<blocks, threads>>>(dbk, dcounts, n);
    checksum<<<blocks, threads>>>(dkeys, dsum, n);
    CHECK(cudaGetLastError());
    unsigned int counts[nb], sum;
    CHECK(cudaMemcpy(counts, dcounts, sizeof(counts), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&sum, dsum, sizeof(sum), cudaMemcpyDeviceToHost));
    unsigned int total = 0;
    printf("buckets:");
    for (int b = 0; b < nb; ++b) {
        printf(" %u", counts[b]);
        total += counts[b];
    }
    printf("\ntotal=%u checksum=0x%08x\n", total, sum);
    cudaFree(dkeys); cudaFree(dbk); cudaFree(dcounts); cudaFree(dsum);
    return 0;
}
