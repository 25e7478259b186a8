// corpus: the driver API under the versioned names NVIDIA's cuda.h gives its functions
// (`#define cuMemAlloc cuMemAlloc_v2`): code built against that header calls these symbols
#include <cstdio>
#include <cstring>
#include <cuda.h>

extern "C" {
CUresult cuCtxCreate_v2(CUcontext* ctx, unsigned int flags, CUdevice dev);
CUresult cuCtxDestroy_v2(CUcontext ctx);
CUresult cuCtxPushCurrent_v2(CUcontext ctx);
CUresult cuCtxPopCurrent_v2(CUcontext* ctx);
CUresult cuDeviceTotalMem_v2(size_t* bytes, CUdevice dev);
CUresult cuMemGetInfo_v2(size_t* free, size_t* total);
CUresult cuMemAlloc_v2(CUdeviceptr* ptr, size_t size);
CUresult cuMemFree_v2(CUdeviceptr ptr);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void* src, size_t count);
CUresult cuMemcpyDtoH_v2(void* dst, CUdeviceptr src, size_t count);
CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t count);
CUresult cuMemsetD32_v2(CUdeviceptr dst, unsigned int value, size_t count);
CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char value, size_t count);
CUresult cuStreamDestroy_v2(CUstream stream);
CUresult cuEventDestroy_v2(CUevent event);
}

#define CHECK(call)                                                          \
    do {                                                                     \
        CUresult r_ = (call);                                                \
        if (r_ != CUDA_SUCCESS) {                                            \
            printf("%s failed: %d\n", #call, (int)r_);                       \
            return 1;                                                        \
        }                                                                    \
    } while (0)

int main() {
    CHECK(cuInit(0));
    CUdevice dev;
    CHECK(cuDeviceGet(&dev, 0));
    size_t total_mem = 0, free_mem = 0, total = 0;
    CHECK(cuDeviceTotalMem_v2(&total_mem, dev));
    CUcontext ctx;
    CHECK(cuCtxCreate_v2(&ctx, 0, dev));
    CHECK(cuMemGetInfo_v2(&free_mem, &total));
    printf("memory: total %s, free at most total %s\n", total_mem > 0 ? "reported" : "missing",
           free_mem <= total && total == total_mem ? "yes" : "no");

    const int n = 1000;
    CUdeviceptr a, b;
    CHECK(cuMemAlloc_v2(&a, n * sizeof(unsigned)));
    CHECK(cuMemAlloc_v2(&b, n * sizeof(unsigned)));
    CHECK(cuMemsetD32_v2(a, 0xdeadbeef, n));
    CHECK(cuMemsetD8_v2(a, 0x11, 8));
    unsigned host[n];
    for (int i = 0; i < n; i++) host[i] = i * 3;
    CHECK(cuMemcpyHtoD_v2(b + 8 * sizeof(unsigned), host, 16 * sizeof(unsigned)));
    CHECK(cuMemcpyDtoD_v2(a + 100 * sizeof(unsigned), b + 8 * sizeof(unsigned), 16 * sizeof(unsigned)));
    memset(host, 0, sizeof host);
    CHECK(cuMemcpyDtoH_v2(host, a, sizeof host));
    printf("%08x %08x %08x %u %u %08x\n", host[0], host[1], host[2], host[100], host[115], host[116]);

    CUstream stream;
    CUevent event;
    CHECK(cuStreamCreate(&stream, 0));
    CHECK(cuEventCreate(&event, 0));
    CHECK(cuEventRecord(event, stream));
    CHECK(cuEventSynchronize(event));
    CHECK(cuEventDestroy_v2(event));
    CHECK(cuStreamDestroy_v2(stream));

    CUcontext popped = 0;
    CHECK(cuCtxPopCurrent_v2(&popped));
    printf("popped the created context: %s\n", popped == ctx ? "yes" : "no");
    CHECK(cuCtxPushCurrent_v2(ctx));
    CHECK(cuMemFree_v2(a));
    CHECK(cuMemFree_v2(b));
    CHECK(cuCtxDestroy_v2(ctx));
    printf("done\n");
    return 0;
}
