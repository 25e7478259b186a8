// corpus: float atomic max and min built from atomicCAS on the bit pattern
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

__device__ float atomicMaxFloat(float* addr, float value) {
    int* p = (int*)addr;
    int old = *p;
    while (__int_as_float(old) < value) {
        int assumed = old;
        old = atomicCAS(p, assumed, __float_as_int(value));
        if (old == assumed) break;
    }
    return __int_as_float(old);
}

__device__ float atomicMinFloat(float* addr, float value) {
    int* p = (int*)addr;
    int old = *p, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) <= value) break;
        old = atomicCAS(p, assumed, __float_as_int(value));
    } while (old != assumed);
    return __int_as_float(old);
}

__global__ void extremes(const float* in, int n, float* mx, float* mn) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        atomicMaxFloat(mx, in[i]);
        atomicMinFloat(mn, in[i]);
    }
}

int main() {
    const int n = 100000;
    float* h = (float*)malloc(n * sizeof(float));
    float hmax = -1e30f, hmin = 1e30f;
    for (int i = 0; i < n; ++i) {
        h[i] = (float)(((long long)i * 7919 % 100003) - 50000) * 0.25f;
        if (h[i] > hmax) hmax = h[i];
        if (h[i] < hmin) hmin = h[i];
    }
    float *din, *dmax, *dmin;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dmax, sizeof(float)));
    CHECK(cudaMalloc(&dmin, sizeof(float)));
    CHECK(cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice));
    const float lo = -1e30f, hi = 1e30f;
    CHECK(cudaMemcpy(dmax, &lo, sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dmin, &hi, sizeof(float), cudaMemcpyHostToDevice));
    extremes<<<32, 256>>>(din, n, dmax, dmin);
    CHECK(cudaGetLastError());
    float gmax, gmin;
    CHECK(cudaMemcpy(&gmax, dmax, sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&gmin, dmin, sizeof(float), cudaMemcpyDeviceToHost));
    printf("max=%.2f min=%.2f\n", gmax, gmin);
    printf("%s\n", (gmax == hmax && gmin == hmin) ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dmax); cudaFree(dmin);
    free(h);
    return 0;
}
