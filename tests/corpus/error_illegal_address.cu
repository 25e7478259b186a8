// corpus: a kernel storing through a wild pointer faults; cudaDeviceSynchronize reports cudaErrorIllegalAddress
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void store(int* p, int v) {
    if (threadIdx.x == 0) *p = v;  // a plain store through whatever pointer it is given
}

int main() {
    // first a correct use of the same kernel
    int* good = nullptr;
    cudaError_t err = cudaMalloc(&good, sizeof(int));
    printf("cudaMalloc: %s\n", cudaGetErrorName(err));
    store<<<1, 32>>>(good, 7);
    err = cudaDeviceSynchronize();
    int h = 0;
    cudaMemcpy(&h, good, sizeof(int), cudaMemcpyDeviceToHost);
    printf("valid store: %s, value %d\n", cudaGetErrorName(err), h);

    // now a pointer that does not refer to any allocation
    int* wild = (int*)0x10;
    store<<<1, 32>>>(wild, 42);
    err = cudaGetLastError();  // the launch itself is well-formed
    printf("launch: %s\n", cudaGetErrorName(err));
    err = cudaDeviceSynchronize();
    printf("synchronize: %s\n", cudaGetErrorName(err));
    printf("message: %s\n", cudaGetErrorString(err));
    err = cudaGetLastError();  // the error is sticky: the context is no longer usable
    printf("last error: %s\n", cudaGetErrorName(err));
    err = cudaMemcpy(&h, good, sizeof(int), cudaMemcpyDeviceToHost);
    printf("later memcpy: %s\n", cudaGetErrorName(err));
    return 0;
}
