// Managed memory hints through the driver API: cuMemAdvise and cuMemPrefetchAsync with
// CUmemLocation, read back with cuMemRangeGetAttribute(s), a kernel reading the advised memory,
// and the errors for memory that is not managed, bad sizes and flags.
#include <cuda.h>
#include <cstdio>

__global__ void sum(const int* x, int n, int* out) {
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += x[i];
  atomicAdd(out, s);
}

static const char* name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

static void show(const char* what, CUdeviceptr p, size_t n) {
  int rm = -9, pref = -9, acc[2] = {-9, -9}, last = -9, type = -9;
  void* data[5] = {&rm, &pref, acc, &last, &type};
  size_t sizes[5] = {4, 4, 8, 4, 4};
  CUmem_range_attribute attrs[5] = {CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION,
                                    CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION,
                                    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE};
  CUresult r = cuMemRangeGetAttributes(data, sizes, attrs, 5, p, n);
  printf("%-22s %s: read-mostly %d preferred %d accessed-by %d %d last-prefetch %d (type %d)\n", what, name(r), rm,
         pref, acc[0], acc[1], last, type);
}

int main() {
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  const int n = 4096;
  CUdeviceptr m;
  cuMemAllocManaged(&m, n * sizeof(int), CU_MEM_ATTACH_GLOBAL);
  int* h = (int*)m;
  for (int i = 0; i < n; ++i) h[i] = i % 7;
  CUmemLocation gpu = {CU_MEM_LOCATION_TYPE_DEVICE, 0}, host = {CU_MEM_LOCATION_TYPE_HOST, 0};
  show("fresh", m, n * sizeof(int));
  printf("advise read-mostly: %s\n", name(cuMemAdvise(m, n * sizeof(int), CU_MEM_ADVISE_SET_READ_MOSTLY, gpu)));
  printf("advise preferred: %s\n", name(cuMemAdvise(m, 8192, CU_MEM_ADVISE_SET_PREFERRED_LOCATION, gpu)));
  printf("advise accessed-by: %s\n", name(cuMemAdvise(m, n * sizeof(int), CU_MEM_ADVISE_SET_ACCESSED_BY, host)));
  CUstream s;
  cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
  printf("prefetch: %s\n", name(cuMemPrefetchAsync(m, n * sizeof(int), gpu, 0, s)));
  cuStreamSynchronize(s);
  show("first two pages", m, 8192);
  show("whole", m, n * sizeof(int));
  CUdeviceptr out;
  cuMemAlloc(&out, sizeof(int));
  cuMemsetD32Async(out, 0, 1, s);
  sum<<<1, 256, 0, s>>>((const int*)m, n, (int*)out);
  cuStreamSynchronize(s);
  int total = 0;
  cuMemcpyDtoH(&total, out, sizeof(int));
  printf("sum %d\n", total);
  int v = -9;
  printf("device memory: %s\n", name(cuMemRangeGetAttribute(&v, 4, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, out, 4)));
  printf("size 8: %s\n", name(cuMemRangeGetAttribute(&v, 8, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, m, 4)));
  printf("advise device memory: %s\n", name(cuMemAdvise(out, 4, CU_MEM_ADVISE_SET_READ_MOSTLY, gpu)));
  printf("prefetch flags 1: %s\n", name(cuMemPrefetchAsync(m, 4, gpu, 1, s)));
  printf("advice 9: %s\n", name(cuMemAdvise(m, 4, (CUmem_advise)9, gpu)));
  cuMemFree(out);
  cuMemFree(m);
  return 0;
}
