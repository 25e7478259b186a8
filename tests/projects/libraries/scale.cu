#include <cstdio>
#include "kernels.h"

__global__ void scale(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        for (int r = 0; r < PRELUDE_ROUNDS; r++)
            v[i] = v[i] * FACTOR + BIAS;
}

void scale_on_device(float *values, int n)
{
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, values, n * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<(n + 127) / 128, 128>>>(d, n);
    cudaMemcpy(values, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
}
