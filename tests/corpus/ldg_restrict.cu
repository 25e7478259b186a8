// corpus: const __restrict__ pointers and explicit read-only loads with __ldg (scalar, int2, float4)
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

__global__ void gatherWeighted(const int* __restrict__ idx, const float* __restrict__ table,
                               const int2* __restrict__ pairs, const float4* __restrict__ quads,
                               float* __restrict__ out, int n, int tableSize) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int k = __ldg(&idx[i]);
    float t = __ldg(&table[k % tableSize]);
    int2 p = __ldg(&pairs[i % 64]);
    float4 q = __ldg(&quads[i % 16]);
    out[i] = t * (float)(p.x - p.y) + (q.x + q.y + q.z + q.w);
}

int main() {
    const int n = 8192, tableSize = 100;
    int* idx = (int*)malloc(n * sizeof(int));
    float table[tableSize];
    int2 pairs[64];
    float4 quads[16];
    for (int i = 0; i < n; ++i) idx[i] = (i * 7919) % 10007;
    for (int k = 0; k < tableSize; ++k) table[k] = (float)(k % 13) - 6.0f;
    for (int k = 0; k < 64; ++k) pairs[k] = make_int2(k % 5, k % 3);
    for (int k = 0; k < 16; ++k) quads[k] = make_float4(k * 0.5f, -1.0f, k % 4 * 0.25f, 2.0f);

    int* didx;
    float *dtable, *dout;
    int2* dpairs;
    float4* dquads;
    CHECK(cudaMalloc(&didx, n * sizeof(int)));
    CHECK(cudaMalloc(&dtable, sizeof(table)));
    CHECK(cudaMalloc(&dpairs, sizeof(pairs)));
    CHECK(cudaMalloc(&dquads, sizeof(quads)));
    CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CHECK(cudaMemcpy(didx, idx, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dtable, table, sizeof(table), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dpairs, pairs, sizeof(pairs), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dquads, quads, sizeof(quads), cudaMemcpyHostToDevice));
    gatherWeighted<<<n / 256, 256>>>(didx, dtable, dpairs, dquads, dout, n, tableSize);
    CHECK(cudaGetLastError());
    float* out = (float*)malloc(n * sizeof(float));
    CHECK(cudaMemcpy(out, dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int i = 0; i < n; ++i) sum += out[i];
    printf("out[0]=%.2f out[1]=%.2f out[17]=%.2f out[%d]=%.2f\n", out[0], out[1], out[17], n - 1, out[n - 1]);
    printf("sum=%.2f\n", sum);
    cudaFree(didx); cudaFree(dtable); cudaFree(dpairs); cudaFree(dquads); cudaFree(dout);
    free(idx); free(out);
    return 0;
}
