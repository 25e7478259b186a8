// corpus: without -std, the host compiler's GNU dialect names the system without underscores (`linux`, `unix`) and is not strict ANSI, and the device side sees the same macros, so a __host__ __device__ function computes the same on both
#include <cstdio>

__host__ __device__ int dialect()
{
    int bits = 0;
#ifdef linux
    bits |= 1;
#endif
#ifdef unix
    bits |= 2;
#endif
#ifndef __STRICT_ANSI__
    bits |= 4;
#endif
#ifdef __linux__
    bits |= 8;
#endif
    return bits;
}

__global__ void kernel(int* out) { out[0] = dialect(); }

int main()
{
    int* d;
    cudaMalloc(&d, sizeof(int));
    kernel<<<1, 1>>>(d);
    int dev = 0;
    cudaMemcpy(&dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    printf("device %d host %d\n", dev, dialect());
    cudaFree(d);
    return 0;
}
