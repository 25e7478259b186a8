// corpus: a kernel storing through a wild pointer faults; cudaDeviceSynchronize reports cudaErrorIllegalAddress
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void wildStore(int* p, int v) {
    if (threadIdx.x == 0) *p = v;  // p does not point at any allocation
}

int main() {
    cudaError_t err = cudaGetLastError();
    printf("before: %s\n", cudaGetErrorName(err));
    int* wild = (int*)0x10;
    wildStore<<<1, 32>>>(wild, 42);
    err = cudaGetLastError();  // the launch itself is well-formed
    printf("launch: %s\n", cudaGetErrorName(err));
    err = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(err));
    printf("message: %s\n", cudaGetErrorString(err));
    err = cudaGetLastError();  // the error is sticky: the context is no longer usable
    printf("last error: %s\n", cudaGetErrorName(err));
    return 0;
}
