// The driver API's primary context state and flags, shared with the runtime's device flags.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>
int main()
{
    cuInit(0);
    CUdevice dev;
    cuDeviceGet(&dev, 0);
    unsigned flags = 99;
    int active = 99;
    CUresult r = cuDevicePrimaryCtxGetState(dev, &flags, &active);
    printf("before: %d flags %u active %d\n", (int)r, flags, active);
    r = cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_BLOCKING_SYNC);
    printf("set: %d\n", (int)r);
    CUcontext ctx;
    cuDevicePrimaryCtxRetain(&ctx, dev);
    r = cuDevicePrimaryCtxGetState(dev, &flags, &active);
    printf("retained: %d flags %u active %d\n", (int)r, flags & CU_CTX_SCHED_MASK, active);
    unsigned rt_flags = 0;
    cudaGetDeviceFlags(&rt_flags);
    printf("runtime flags %u\n", rt_flags & cudaDeviceScheduleMask);
    r = cuDevicePrimaryCtxGetState(dev, nullptr, &active);
    printf("null flags: %d\n", (int)r);
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
