// The device part of the project: a kernel and the host function that launches it.
#include <cstdio>
#include "common.h"

__device__ float twice(float x) { return 2.0f * x; }

__global__ void scale(float* v, int n, float factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = twice(v[i]) * factor;
}

void scale_on_device(float* values, int n, float factor) {
    float* d = nullptr;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, values, n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 127) / 128, 128>>>(d, n, factor);
    cudaMemcpy(values, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
}
