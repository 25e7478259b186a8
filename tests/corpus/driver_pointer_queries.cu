// The driver API's pointer queries beside the runtime: cuMemGetAddressRange of an interior
// pointer, cuPointerGetAttribute(s) of device, managed, pinned, registered and unknown host
// memory, cuMemcpyAsync through unified addresses, and cuLaunchCooperativeKernel of a
// runtime kernel whose blocks meet at a grid barrier.
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void ring(int *v, int *sums, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    v[i] = i;
    cg::this_grid().sync();
    sums[i] = v[i] + v[(i + 1) % n];
}

static void describe(const char *what, void *p)
{
    CUpointer_attribute attrs[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_IS_MANAGED,
                                   CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                   CU_POINTER_ATTRIBUTE_RANGE_SIZE};
    unsigned type = 99, managed = 99;
    int ordinal = 99;
    size_t range = 99;
    void *data[] = {&type, &managed, &ordinal, &range};
    CUresult r = cuPointerGetAttributes(4, attrs, data, (CUdeviceptr)p);
    printf("%-10s attributes %d: type %u managed %u ordinal %d range %zu\n", what, (int)r, type,
           managed, ordinal, range);
}

int main()
{
    char *device, *managed, *pinned;
    cudaMalloc(&device, 256);
    cudaMallocManaged(&managed, 4096);
    cudaMallocHost(&pinned, 1000);
    static char registered[8192];
    CUresult r = cuMemHostRegister(registered, sizeof registered, CU_MEMHOSTREGISTER_PORTABLE);
    printf("register %d\n", (int)r);
    char pageable[64];

    CUdeviceptr base = 0;
    size_t size = 0;
    r = cuMemGetAddressRange(&base, &size, (CUdeviceptr)(device + 100));
    printf("range %d: base %s, size %zu\n", (int)r, base == (CUdeviceptr)device ? "ok" : "wrong", size);
    r = cuMemGetAddressRange(&base, nullptr, (CUdeviceptr)(managed + 4095));
    printf("managed range %d: base %s\n", (int)r, base == (CUdeviceptr)managed ? "ok" : "wrong");
    r = cuMemGetAddressRange(&base, &size, (CUdeviceptr)pageable);
    printf("pageable range %d\n", (int)r);

    describe("device", device);
    describe("managed", managed);
    describe("pinned", pinned);
    describe("pageable", pageable);

    unsigned type = 0;
    void *host = nullptr;
    r = cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)registered);
    printf("registered type %d %u\n", (int)r, type);
    r = cuPointerGetAttribute(&host, CU_POINTER_ATTRIBUTE_HOST_POINTER, (CUdeviceptr)(pinned + 8));
    printf("pinned host pointer %d %s\n", (int)r, host == pinned + 8 ? "ok" : "wrong");
    r = cuPointerGetAttribute(&host, CU_POINTER_ATTRIBUTE_HOST_POINTER, (CUdeviceptr)device);
    printf("device host pointer %d\n", (int)r);
    r = cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)pageable);
    printf("pageable type %d\n", (int)r);

    int value = 1234, back = 0;
    cuMemcpyAsync((CUdeviceptr)device, (CUdeviceptr)&value, sizeof value, 0);
    cudaMemcpy(&back, device, sizeof back, cudaMemcpyDeviceToHost);
    printf("copied %d\n", back);

    const int blocks = 4, threads = 32, n = blocks * threads;
    int *v, *sums;
    cudaMalloc(&v, n * sizeof(int));
    cudaMalloc(&sums, n * sizeof(int));
    cudaFunction_t f;
    cudaGetFuncBySymbol(&f, (const void *)ring);
    int count = n;
    void *params[] = {&v, &sums, &count};
    r = cuLaunchCooperativeKernel((CUfunction)f, blocks, 1, 1, threads, 1, 1, 0, 0, params);
    int h[n];
    cudaMemcpy(h, sums, sizeof h, cudaMemcpyDeviceToHost);
    printf("cooperative %d: %d %d %d\n", (int)r, h[0], h[n / 2], h[n - 1]);
    printf("unregister %d\n", (int)cuMemHostUnregister(registered));
    return 0;
}
