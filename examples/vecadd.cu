// corpus: vector addition, one thread per element (the README example)
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

__global__ void vecAdd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

int main() {
    const int n = 1000;
    const size_t bytes = n * sizeof(float);

    float* ha = (float*)malloc(bytes);
    float* hb = (float*)malloc(bytes);
    float* hc = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        ha[i] = (float)i;
        hb[i] = 2.0f * i;
    }

    float *da, *db, *dc;
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    vecAdd<<<blocks, threads>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));

    for (int i = 0; i < 3; ++i) printf("c[%d] = %.1f\n", i, hc[i]);
    printf("...\n");
    for (int i = n - 3; i < n; ++i) printf("c[%d] = %.1f\n", i, hc[i]);

    bool ok = true;
    for (int i = 0; i < n; ++i)
        if (hc[i] != 3.0f * i) ok = false;
    printf("%s\n", ok ? "PASS" : "FAIL");

    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    free(ha);
    free(hb);
    free(hc);
    return 0;
}
