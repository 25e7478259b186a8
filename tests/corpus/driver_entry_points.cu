// Driver functions found by name at run time: cuGetProcAddress (by CUDA version) and the
// runtime's cudaGetDriverEntryPoint and cudaGetDriverEntryPointByVersion, then called
// through the pointers they give.
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

typedef CUresult (*MemAlloc)(CUdeviceptr*, size_t);
typedef CUresult (*MemFree)(CUdeviceptr);
typedef CUresult (*MemsetD32)(CUdeviceptr, unsigned int, size_t);
typedef CUresult (*MemcpyDtoH)(void*, CUdeviceptr, size_t);
typedef CUresult (*DriverGetVersion)(int*);

int main() {
    cudaFree(0);
    void* fn = (void*)1;
    CUdriverProcAddressQueryResult status = (CUdriverProcAddressQueryResult)7;
    CUresult r = cuGetProcAddress("cuMemAlloc", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &status);
    printf("cuMemAlloc: result %d status %d found %d\n", r, status, fn != nullptr);
    MemAlloc alloc = (MemAlloc)fn;
    r = cuGetProcAddress("cuMemsetD32", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &status);
    MemsetD32 memset32 = (MemsetD32)fn;
    r = cuGetProcAddress("cuMemcpyDtoH", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, nullptr);
    printf("cuMemcpyDtoH without a status: result %d found %d\n", r, fn != nullptr);
    MemcpyDtoH to_host = (MemcpyDtoH)fn;

    CUdeviceptr p;
    printf("alloc %d\n", alloc(&p, 16 * sizeof(unsigned)));
    printf("memset %d\n", memset32(p, 0xabcd, 16));
    printf("synchronize %d\n", cuCtxSynchronize());
    unsigned back[16] = {};
    r = to_host(back, p, sizeof back);
    printf("copy %d: %x %x\n", r, back[0], back[15]);

    fn = (void*)1;
    r = cuGetProcAddress("cuNoSuchFunction", &fn, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &status);
    printf("cuNoSuchFunction: result %d status %d null %d\n", r, status, fn == nullptr);

    cudaDriverEntryPointQueryResult query = (cudaDriverEntryPointQueryResult)7;
    fn = nullptr;
    cudaError_t e = cudaGetDriverEntryPointByVersion("cuMemFree", &fn, 12000, cudaEnableDefault, &query);
    printf("cuMemFree by version: %s query %d found %d\n", cudaGetErrorName(e), query, fn != nullptr);
    printf("free %d\n", ((MemFree)fn)(p));
    fn = nullptr;
    e = cudaGetDriverEntryPointByVersion("cuDriverGetVersion", &fn, 13000, cudaEnableDefault, &query);
    int version = 0;
    r = ((DriverGetVersion)fn)(&version);
    printf("cuDriverGetVersion: %s query %d, call %d, at least 13000: %d\n", cudaGetErrorName(e),
           query, r, version >= 13000);
    fn = (void*)1;
    e = cudaGetDriverEntryPointByVersion("cuNoSuchFunction", &fn, 13000, cudaEnableDefault, &query);
    printf("cuNoSuchFunction: %s query %d null %d\n", cudaGetErrorName(e), query, fn == nullptr);
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    fn = nullptr;
    e = cudaGetDriverEntryPoint("cuMemAlloc", &fn, cudaEnableDefault, &query);
    printf("cudaGetDriverEntryPoint: %s query %d found %d\n", cudaGetErrorName(e), query, fn != nullptr);
    e = cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, 0x100, &query);
    printf("bad flags: %s\n", cudaGetErrorName(e));
    printf("last error %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
