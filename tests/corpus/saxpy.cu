// corpus: single-precision a*x+y (saxpy) with exactly representable values
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

__global__ void saxpy(int n, float a, const float* x, float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
    const int n = 1 << 16;
    float* x = (float*)malloc(n * sizeof(float));
    float* y = (float*)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) {
        x[i] = (float)i;
        y[i] = (float)(1000 - i);
    }
    float *dx, *dy;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));

    const float a = 2.5f;
    saxpy<<<(n + 255) / 256, 256>>>(n, a, dx, dy);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));

    float maxErr = 0.0f;
    for (int i = 0; i < n; ++i) {
        float expect = 2.5f * i + (1000 - i);
        float e = y[i] > expect ? y[i] - expect : expect - y[i];
        if (e > maxErr) maxErr = e;
    }
    printf("y[0]=%.1f y[1]=%.1f y[2]=%.1f y[%d]=%.1f\n", y[0], y[1], y[2], n - 1, y[n - 1]);
    printf("max error %.1f\n", maxErr);
    printf("%s\n", maxErr == 0.0f ? "PASS" : "FAIL");

    cudaFree(dx); cudaFree(dy);
    free(x); free(y);
    return 0;
}
