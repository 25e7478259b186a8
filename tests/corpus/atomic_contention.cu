// corpus: heavy contention: every thread of 64 blocks does atomicAdd on one counter and takes a ticket
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

__global__ void contend(int* counter, int* indexSum, int* seen) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int ticket = atomicAdd(counter, 1);   // each thread gets a distinct old value
    atomicAdd(indexSum, gid);
    atomicAdd(&seen[ticket], 1);
}

int main() {
    const int blocks = 64, threads = 256, total = blocks * threads;
    int *dCounter, *dSum, *dSeen;
    CHECK(cudaMalloc(&dCounter, sizeof(int)));
    CHECK(cudaMalloc(&dSum, sizeof(int)));
    CHECK(cudaMalloc(&dSeen, total * sizeof(int)));
    CHECK(cudaMemset(dCounter, 0, sizeof(int)));
    CHECK(cudaMemset(dSum, 0, sizeof(int)));
    CHECK(cudaMemset(dSeen, 0, total * sizeof(int)));

    contend<<<blocks, threads>>>(dCounter, dSum, dSeen);
    CHECK(cudaGetLastError());

    int counter = 0, sum = 0;
    int* seen = (int*)malloc(total * sizeof(int));
    CHECK(cudaMemcpy(&counter, dCounter, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&sum, dSum, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(seen, dSeen, total * sizeof(int), cudaMemcpyDeviceToHost));
    int dup = 0;
    for (int i = 0; i < total; ++i)
        if (seen[i] != 1) ++dup;
    printf("counter=%d expected=%d\n", counter, total);
    printf("index sum=%d expected=%d\n", sum, total * (total - 1) / 2);
    printf("tickets not taken exactly once: %d\n", dup);
    printf("%s\n", (counter == total && dup == 0 && sum == total * (total - 1) / 2) ? "PASS" : "FAIL");
    cudaFree(dCounter); cudaFree(dSum); cudaFree(dSeen);
    free(seen);
    return 0;
}
