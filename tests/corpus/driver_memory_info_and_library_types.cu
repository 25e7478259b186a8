// corpus: cuMemGetInfo with a null total, cuda.h's CU_DEVICE_CPU and CU_DEVICE_INVALID, library_types.h's values, and managed memory as large as the device's
#include <cstdio>
#include <cuda.h>
#include <library_types.h>

__global__ void touch(char* p, size_t n)
{
    p[0] = 1;
    p[n - 1] = 2;
}

int main()
{
    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    size_t free_bytes = 0, total_bytes = 0;
    CUresult only_free = cuMemGetInfo(&free_bytes, NULL);
    CUresult only_total = cuMemGetInfo(NULL, &total_bytes);
    printf("cuMemGetInfo: %d %d, free within total %d\n", only_free, only_total,
           free_bytes > 0 && free_bytes <= total_bytes);
    printf("CU_DEVICE_CPU %d, CU_DEVICE_INVALID %d\n", (int)CU_DEVICE_CPU, (int)CU_DEVICE_INVALID);
    printf("data types: %d %d %d %d %d %d %d\n", CUDA_R_32F, CUDA_R_64F, CUDA_R_16F, CUDA_R_16BF,
           CUDA_C_32F, CUDA_R_8I, CUDA_R_8F_E4M3);
    printf("library properties: %d %d %d\n", MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL);

    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    char* all;
    cudaError_t e = cudaMallocManaged(&all, prop.totalGlobalMem);
    if (e == cudaSuccess) {
        touch<<<1, 1>>>(all, prop.totalGlobalMem);
        cudaDeviceSynchronize();
        printf("managed memory of the device's size: %d %d %s\n", all[0],
               all[prop.totalGlobalMem - 1], cudaGetErrorString(cudaGetLastError()));
        cudaFree(all);
    } else {
        printf("managed memory of the device's size: %s\n", cudaGetErrorString(e));
    }
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
