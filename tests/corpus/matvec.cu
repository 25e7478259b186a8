// corpus: matrix-vector multiply two ways: one thread per row, and one warp per row with a shuffle reduction
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

__global__ void matvecRow(const float* A, const float* x, float* y, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float acc = 0.0f;
        for (int c = 0; c < cols; ++c) acc += A[r * cols + c] * x[c];
        y[r] = acc;
    }
}

__global__ void matvecWarp(const float* A, const float* x, float* y, int rows, int cols) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x % 32;
    if (warp >= rows) return;  // whole warps leave together
    float acc = 0.0f;
    for (int c = lane; c < cols; c += 32) acc += A[warp * cols + c] * x[c];
    for (int off = 16; off > 0; off >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, off);
    if (lane == 0) y[warp] = acc;
}

int main() {
    const int rows = 512, cols = 300;
    float* A = (float*)malloc(rows * cols * sizeof(float));
    float x[cols], y1[rows], y2[rows];
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) A[r * cols + c] = (float)((r + 2 * c) % 7 - 2);
    for (int c = 0; c < cols; ++c) x[c] = (float)(c % 5 - 2) + (c % 2 ? 0.5f : 0.0f);
    float *dA, *dx, *dy;
    CHECK(cudaMalloc(&dA, rows * cols * sizeof(float)));
    CHECK(cudaMalloc(&dx, sizeof(x)));
    CHECK(cudaMalloc(&dy, rows * sizeof(float)));
    CHECK(cudaMemcpy(dA, A, rows * cols * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice));

    matvecRow<<<(rows + 127) / 128, 128>>>(dA, dx, dy, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y1, dy, sizeof(y1), cudaMemcpyDeviceToHost));
    CHECK(cudaMemset(dy, 0, rows * sizeof(float)));
    matvecWarp<<<rows * 32 / 256, 256>>>(dA, dx, dy, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y2, dy, sizeof(y2), cudaMemcpyDeviceToHost));

    int bad = 0;
    double sum = 0.0;
    for (int r = 0; r < rows; ++r) {
        double ref = 0.0;
        for (int c = 0; c < cols; ++c) ref += (double)A[r * cols + c] * x[c];
        if (y1[r] != ref || y2[r] != ref) ++bad;
        sum += y1[r];
    }
    printf("y[0]=%.1f y[1]=%.1f y[100]=%.1f y[511]=%.1f\n", y1[0], y1[1], y1[100], y1[511]);
    printf("sum=%.1f mismatches=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(dA); cudaFree(dx); cudaFree(dy);
    free(A);
    return 0;
}
