// corpus: invalid launch configurations reported by cudaGetLastError (not sticky), then a valid launch succeeds
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// CUDA 13 reports these bad launch shapes as cudaErrorInvalidValue ("invalid argument");
// CUDA 12 runtimes reported cudaErrorInvalidConfiguration ("invalid configuration argument").
// The expected output follows CUDA 13.

__global__ void fill(int* p, int v) { p[blockIdx.x * blockDim.x + threadIdx.x] = v; }

static void report(const char* what, cudaError_t err) {
    printf("%-22s -> %s: %s\n", what, cudaGetErrorName(err), cudaGetErrorString(err));
}

int main() {
    int* d = nullptr;
    cudaError_t err = cudaMalloc(&d, 4096 * sizeof(int));
    report("cudaMalloc", err);

    fill<<<1, 2048>>>(d, 1);  // more than 1024 threads per block
    report("2048 threads/block", cudaGetLastError());
    report("next cudaGetLastError", cudaGetLastError());

    fill<<<dim3(1, 70000), 32>>>(d, 2);  // grid y limit is 65535
    report("grid.y = 70000", cudaGetLastError());

    fill<<<1, dim3(1, 1, 65)>>>(d, 3);  // block z limit is 64
    report("block.z = 65", cudaGetLastError());

    fill<<<4, 1024>>>(d, 9);  // valid
    report("valid launch", cudaGetLastError());
    report("synchronize", cudaDeviceSynchronize());

    int h[4096];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 4096; ++i)
        if (h[i] != 9) ++bad;
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(d);
    return 0;
}
