// corpus: vector addition with a grid-stride loop (fewer threads than elements)
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

__global__ void addStride(const int* a, const int* b, int* c, int n) {
    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i] = a[i] + b[i];
}

int main() {
    const int n = 300000;
    const size_t bytes = n * sizeof(int);
    int* ha = (int*)malloc(bytes);
    int* hb = (int*)malloc(bytes);
    int* hc = (int*)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        ha[i] = i % 1000;
        hb[i] = (i * 7) % 1000;
    }
    int *da, *db, *dc;
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dc, 0, bytes));

    const int blocks = 32, threads = 128;
    addStride<<<blocks, threads>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));

    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        sum += hc[i];
        if (hc[i] != ha[i] + hb[i]) ++bad;
    }
    printf("threads=%d n=%d\n", blocks * threads, n);
    printf("c[0]=%d c[4095]=%d c[4096]=%d c[%d]=%d\n", hc[0], hc[4095], hc[4096], n - 1, hc[n - 1]);
    printf("sum=%lld mismatches=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");

    cudaFree(da); cudaFree(db); cudaFree(dc);
    free(ha); free(hb); free(hc);
    return 0;
}
