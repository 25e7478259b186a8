// corpus: extern declarations of device and constant variables and of device functions before their definitions in the same file: one variable each, seen by kernels and by cudaMemcpyFromSymbol
#include <cstdio>

extern __device__ int counter;
extern __constant__ float scale[2];
__device__ int twice(int x);

__global__ void bump(int *out)
{
    atomicAdd(&counter, twice(threadIdx.x));
    out[threadIdx.x] = (int)(threadIdx.x * scale[threadIdx.x % 2]);
}

__device__ int counter = 100;
__constant__ float scale[2] = {1.5f, -2.0f};
__device__ int twice(int x) { return 2 * x; }

int main()
{
    int *d, h[8];
    cudaMalloc(&d, sizeof(h));
    bump<<<1, 8>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    int c = 0;
    cudaMemcpyFromSymbol(&c, counter, sizeof(int));
    float s[2];
    cudaMemcpyFromSymbol(s, scale, sizeof(s));
    printf("counter %d, scale %.1f %.1f, out", c, s[0], s[1]);
    for (int i = 0; i < 8; ++i)
        printf(" %d", h[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
