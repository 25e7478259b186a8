// corpus: __constant__ polynomial coefficients (cudaMemcpyToSymbol, with offset), two streams and events
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

#define DEGREE 4
__constant__ float coeffs[DEGREE + 1];  // c0 + c1 x + ... + c4 x^4

__global__ void evalPoly(const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        float acc = coeffs[DEGREE];
        for (int k = DEGREE - 1; k >= 0; --k) acc = acc * v + coeffs[k];
        y[i] = acc;
    }
}

static double sumOf(const float* y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; ++i) s += y[i];
    return s;
}

int main() {
    const int n = 4096, half = n / 2;
    const float c[DEGREE + 1] = {1.0f, -2.0f, 0.5f, 3.0f, -0.25f};
    CHECK(cudaMemcpyToSymbol(coeffs, c, sizeof(c)));

    float *hx, *hy;
    CHECK(cudaMallocHost(&hx, n * sizeof(float)));
    CHECK(cudaMallocHost(&hy, n * sizeof(float)));
    for (int i = 0; i < n; ++i) hx[i] = (float)((i % 9) - 4);
    float *dx, *dy;
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));

    cudaStream_t s[2];
    cudaEvent_t start[2], stop[2];
    for (int k = 0; k < 2; ++k) {
        CHECK(cudaStreamCreate(&s[k]));
        CHECK(cudaEventCreate(&start[k]));
        CHECK(cudaEventCreate(&stop[k]));
    }
    for (int k = 0; k < 2; ++k) {
        int off = k * half;
        CHECK(cudaEventRecord(start[k], s[k]));
        CHECK(cudaMemcpyAsync(dx + off, hx + off, half * sizeof(float), cudaMemcpyHostToDevice, s[k]));
        evalPoly<<<(half + 127) / 128, 128, 0, s[k]>>>(dx + off, dy + off, half);
        CHECK(cudaMemcpyAsync(hy + off, dy + off, half * sizeof(float), cudaMemcpyDeviceToHost, s[k]));
        CHECK(cudaEventRecord(stop[k], s[k]));
    }
    bool timingOk = true;
    for (int k = 0; k < 2; ++k) {
        CHECK(cudaEventSynchronize(stop[k]));
        float ms = -1.0f;
        CHECK(cudaEventElapsedTime(&ms, start[k], stop[k]));
        if (ms < 0.0f) timingOk = false;
    }
    printf("p(-4)=%.4f p(-1)=%.4f p(0)=%.4f p(2)=%.4f p(4)=%.4f\n", hy[0], hy[3], hy[4], hy[6], hy[8]);
    printf("sum first set: %.4f\n", sumOf(hy, n));

    // change only c2 using the offset argument, then run again on stream 1 only
    const float c2 = -1.5f;
    CHECK(cudaMemcpyToSymbol(coeffs, &c2, sizeof(float), 2 * sizeof(float)));
    float back[DEGREE + 1];
    CHECK(cudaMemcpyFromSymbol(back, coeffs, sizeof(back)));
    evalPoly<<<(n + 127) / 128, 128, 0, s[1]>>>(dx, dy, n);
    CHECK(cudaMemcpyAsync(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost, s[1]));
    CHECK(cudaStreamSynchronize(s[1]));
    printf("coeffs now: %.2f %.2f %.2f %.2f %.2f\n", back[0], back[1], back[2], back[3], back[4]);
    printf("p(-4)=%.4f p(3)=%.4f\n", hy[0], hy[7]);
    printf("sum second set: %.4f\n", sumOf(hy, n));
    printf("events %s\n", timingOk ? "ok" : "bad");

    for (int k = 0; k < 2; ++k) {
        cudaStreamDestroy(s[k]);
        cudaEventDestroy(start[k]);
        cudaEventDestroy(stop[k]);
    }
    cudaFree(dx); cudaFree(dy);
    cudaFreeHost(hx); cudaFreeHost(hy);
    return 0;
}
