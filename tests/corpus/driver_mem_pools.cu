// Stream-ordered allocation and memory pools through the driver API: cuMemAllocAsync from the
// device's default pool, a pool made by the program (cuMemPoolCreate) allocated from by handle
// and as the device's current pool, its usage attributes, release threshold and access, a pool
// made exportable as a file descriptor with a pointer of it exported, and the errors of a null
// pool, an unknown attribute, exporting a pool not made shareable and destroying the default
// pool.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static const char* name(CUresult r) {
  const char* n = "?";
  cuGetErrorName(r, &n);
  return n;
}

#define CU(call)                                                      \
  do {                                                                \
    CUresult r_ = (call);                                             \
    if (r_ != CUDA_SUCCESS) {                                         \
      printf("%s:%d: %s\n", __FILE__, __LINE__, name(r_));            \
      exit(1);                                                        \
    }                                                                 \
  } while (0)

__global__ void iota(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 3 * i;
}

static unsigned long long used(CUmemoryPool pool) {
  cuuint64_t v = 0;
  CU(cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &v));
  return v;
}

int main() {
  CU(cuInit(0));
  CUdevice dev;
  CU(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU(cuCtxSetCurrent(ctx));
  CUstream s;
  CU(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));

  CUmemoryPool dflt, current;
  CU(cuDeviceGetDefaultMemPool(&dflt, dev));
  CU(cuDeviceGetMemPool(&current, dev));
  printf("the current pool is the default one: %s\n", current == dflt ? "yes" : "no");
  const int n = 1 << 16;
  CUdeviceptr a;
  CU(cuMemAllocAsync(&a, n * sizeof(int), s));
  iota<<<n / 256, 256, 0, (cudaStream_t)s>>>((int*)a, n);
  int v[2];
  CU(cuMemcpyDtoHAsync(v, a + 4 * 100, 2 * sizeof(int), s));
  CU(cuStreamSynchronize(s));
  printf("default pool: p[100] = %d, p[101] = %d\n", v[0], v[1]);
  CU(cuMemFreeAsync(a, s));

  CUmemPoolProps props;
  memset(&props, 0, sizeof props);
  props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  props.handleTypes = CU_MEM_HANDLE_TYPE_NONE;
  props.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  props.location.id = dev;
  CUmemoryPool mine;
  CU(cuMemPoolCreate(&mine, &props));
  cuuint64_t threshold = 1 << 20;
  CU(cuMemPoolSetAttribute(mine, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold));
  cuuint64_t back = 0;
  CU(cuMemPoolGetAttribute(mine, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &back));
  printf("release threshold: %llu\n", (unsigned long long)back);
  int reuse = -1;
  CU(cuMemPoolGetAttribute(mine, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC, &reuse));
  printf("opportunistic reuse: %d\n", reuse);

  CUdeviceptr b, c;
  CU(cuMemAllocFromPoolAsync(&b, 8192, mine, s));
  printf("used after one allocation: %llu\n", used(mine));
  CU(cuDeviceSetMemPool(dev, mine));
  CU(cuMemAllocAsync(&c, 4096, s));
  printf("used after cuMemAllocAsync from the current pool: %llu\n", used(mine));
  CU(cuMemFreeAsync(b, s));
  CU(cuMemFreeAsync(c, s));
  CU(cuStreamSynchronize(s));
  printf("used after both freed: %llu\n", used(mine));
  CU(cuMemPoolTrimTo(mine, 0));
  CU(cuDeviceSetMemPool(dev, dflt));

  CUmemLocation here = {CU_MEM_LOCATION_TYPE_DEVICE, 0};
  CUmemAccess_flags access;
  CU(cuMemPoolGetAccess(&access, mine, &here));
  CUmemAccessDesc desc = {here, CU_MEM_ACCESS_FLAGS_PROT_READWRITE};
  CU(cuMemPoolSetAccess(mine, &desc, 1));
  printf("access: %s\n", access == CU_MEM_ACCESS_FLAGS_PROT_READWRITE ? "read and write" : "other");

  CUmemPoolProps shared_props = props;
  shared_props.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  CUmemoryPool shared;
  CU(cuMemPoolCreate(&shared, &shared_props));
  int fd = -1;
  CU(cuMemPoolExportToShareableHandle(&fd, shared, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
  CUdeviceptr d;
  CU(cuMemAllocFromPoolAsync(&d, 4096, shared, s));
  CU(cuStreamSynchronize(s));
  CUmemPoolPtrExportData data;
  CU(cuMemPoolExportPointer(&data, d));
  printf("exportable pool: a descriptor %s, a pointer exported\n", fd >= 0 ? "yes" : "no");
  int fd2 = -1;
  printf("export of a pool not made shareable: %s\n",
         name(cuMemPoolExportToShareableHandle(&fd2, mine, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0)));
  CU(cuMemFreeAsync(d, s));
  CU(cuStreamSynchronize(s));
  CU(cuMemPoolDestroy(shared));

  printf("allocation into null: %s\n", name(cuMemAllocAsync(NULL, 16, s)));
  printf("unknown attribute: %s\n", name(cuMemPoolGetAttribute(mine, (CUmemPool_attribute)99, &back)));
  printf("destroy the default pool: %s\n", name(cuMemPoolDestroy(dflt)));
  CU(cuMemPoolDestroy(mine));
  CU(cuStreamDestroy(s));
  printf("done\n");
  return 0;
}
