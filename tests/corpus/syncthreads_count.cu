// corpus: block-wide predicates __syncthreads_count, __syncthreads_and and __syncthreads_or
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
#define NRES 5

// out[(block * NRES + k) * THREADS + tid]: what each thread saw for query k
__global__ void predicates(int* out) {
    int t = threadIdx.x, b = blockIdx.x;
    int* o = out + b * NRES * THREADS;
    o[0 * THREADS + t] = __syncthreads_count(t % 3 == b);
    o[1 * THREADS + t] = __syncthreads_and(t < THREADS);
    o[2 * THREADS + t] = __syncthreads_and(t != 100 + b);
    o[3 * THREADS + t] = __syncthreads_or(t == 255 - b);
    o[4 * THREADS + t] = __syncthreads_or(t > 1000);
}

int main() {
    const int blocks = 3;
    const int total = blocks * NRES * THREADS;
    int* d;
    CHECK(cudaMalloc(&d, total * sizeof(int)));
    predicates<<<blocks, THREADS>>>(d);
    CHECK(cudaGetLastError());
    int* h = (int*)malloc(total * sizeof(int));
    CHECK(cudaMemcpy(h, d, total * sizeof(int), cudaMemcpyDeviceToHost));
    const char* names[NRES] = {"count(t%3==b)", "and(t<256)", "and(t!=100+b)", "or(t==255-b)", "or(t>1000)"};
    bool uniform = true;
    for (int b = 0; b < blocks; ++b) {
        printf("block %d:", b);
        for (int k = 0; k < NRES; ++k) {
            const int* row = h + (b * NRES + k) * THREADS;
            for (int t = 1; t < THREADS; ++t)
                if (row[t] != row[0]) uniform = false;
            printf(" %s=%d", names[k], row[0] != 0 && k > 0 ? 1 : row[0]);
        }
        printf("\n");
    }
    printf("all threads agree: %s\n", uniform ? "yes" : "no");
    cudaFree(d);
    free(h);
    return 0;
}
