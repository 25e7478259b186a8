// corpus: a nonzero exit status (expected in exit_status.rc) reporting how many self-checks failed
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

// claims every value is prime; the host counts the claims that are wrong
__global__ void isPrime(const int* in, int* flags, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    int prime = v >= 2;
    for (int d = 2; d * d <= v && prime; ++d)
        if (v % d == 0) prime = 0;
    flags[i] = prime;
}

int main() {
    const int n = 12;
    const int values[n] = {2, 3, 5, 7, 9, 11, 13, 15, 17, 21, 23, 25};
    int *din, *dflags;
    CHECK(cudaMalloc(&din, sizeof(values)));
    CHECK(cudaMalloc(&dflags, sizeof(values)));
    CHECK(cudaMemcpy(din, values, sizeof(values), cudaMemcpyHostToDevice));
    isPrime<<<1, 32>>>(din, dflags, n);
    CHECK(cudaGetLastError());
    int flags[n];
    CHECK(cudaMemcpy(flags, dflags, sizeof(flags), cudaMemcpyDeviceToHost));
    int failures = 0;
    for (int i = 0; i < n; ++i) {
        if (!flags[i]) {
            printf("%d is not prime\n", values[i]);
            ++failures;
        }
    }
    printf("%d of %d checks failed\n", failures, n);
    cudaFree(din);
    cudaFree(dflags);
    return failures;  // the exit status carries the count
}
