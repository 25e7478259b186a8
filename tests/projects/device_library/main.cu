// A program whose kernel calls device functions of a static library (libeasing.a), linked
// the ways CMake and plain nvcc link relocatable device code.
#include <cstdio>
#include "easing.cuh"

__global__ void ease(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = i % 2 ? ease_out(v[i]) : smoothstep(v[i]);
}

int main()
{
    const int n = 6;
    float h[n], *d;
    for (int i = 0; i < n; i++)
        h[i] = 0.2f * i;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    ease<<<1, n>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    int calls = 0;
    cudaMemcpyFromSymbol(&calls, easing_calls, sizeof(int));
    for (int i = 0; i < n; i++)
        printf("%d: %.4f\n", i, h[i]);
    printf("library calls: %d (%s)\n", calls, cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
