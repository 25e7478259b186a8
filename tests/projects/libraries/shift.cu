#include "kernels.h"

__constant__ float offset;

__global__ void shift(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += offset;
}

void shift_on_device(float *values, int n, float by)
{
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, values, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpyToSymbol(offset, &by, sizeof by);
    shift<<<(n + 127) / 128, 128>>>(d, n);
    cudaMemcpy(values, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d);
}
