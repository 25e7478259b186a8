// corpus: NVTX names for the runtime's and the driver's streams, events and devices (nvtx3 headers)
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <nvtx3/nvToolsExtCudaRt.h>
__global__ void k(int* p) { *p = 7; }
int main() {
    cudaStream_t s; cudaEvent_t e; cudaStreamCreate(&s); cudaEventCreate(&e);
    nvtxNameCudaStreamA(s, "work"); nvtxNameCudaEventA(e, "done"); nvtxNameCudaDeviceA(0, "gpu0");
    nvtxNameCuStreamA((CUstream)s, "work2"); nvtxNameCuDeviceW(0, L"dev");
    int* d; cudaMalloc(&d, 4); nvtxRangePushA("k"); k<<<1, 1, 0, s>>>(d); nvtxRangePop(); cudaEventRecord(e, s);
    int h; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); printf("ok %d\n", h);
}
