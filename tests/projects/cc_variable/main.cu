#include <cstdio>
#include "checksum.h"

__global__ void squares(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i * i;
}

int main()
{
    const int n = 100;
    int *d, h[n];
    cudaMalloc(&d, sizeof h);
    squares<<<(n + 31) / 32, 32>>>(d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("checksum %u\n", checksum(h, n));
    cudaFree(d);
    return 0;
}
