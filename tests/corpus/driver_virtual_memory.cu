// The driver API's virtual memory management: physical memory made with cuMemCreate, mapped
// into a reserved range (two pieces side by side make one array a kernel walks), the same
// memory mapped at a second address (writes through one show through the other), contents
// kept across unmapping and mapping again, handles retained from an address, and the errors
// for ranges and sizes that do not fit the granularity.
#include <cuda.h>
#include <cstdio>

static const char* cu_name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

#define CU_CHECK(call)                                         \
  do {                                                         \
    CUresult r_ = (call);                                      \
    if (r_ != CUDA_SUCCESS) {                                  \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cu_name(r_));  \
      return 1;                                                \
    }                                                          \
  } while (0)

__global__ void iota(int* p, int n, int base) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = base + i;
}

__global__ void add_one(int* p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += 1;
}

int main() {
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  int supported = 0;
  CU_CHECK(cuDeviceGetAttribute(&supported, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev));
  printf("virtual memory management: %d\n", supported);

  CUmemAllocationProp prop = {};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = dev;
  size_t gran = 0, recommended = 0;
  CU_CHECK(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CU_CHECK(cuMemGetAllocationGranularity(&recommended, &prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED));
  printf("granularity: %zu KiB minimum, %zu KiB recommended\n", gran >> 10, recommended >> 10);

  // Two pieces of physical memory side by side in one reserved range.
  CUdeviceptr base;
  CU_CHECK(cuMemAddressReserve(&base, 4 * gran, 0, 0, 0));
  printf("reserved range aligned to the granularity: %s\n", base % gran == 0 ? "yes" : "no");
  CUmemGenericAllocationHandle a, b;
  CU_CHECK(cuMemCreate(&a, gran, &prop, 0));
  CU_CHECK(cuMemCreate(&b, gran, &prop, 0));
  CU_CHECK(cuMemMap(base, gran, 0, a, 0));
  CU_CHECK(cuMemMap(base + gran, gran, 0, b, 0));
  CUmemAccessDesc access = {};
  access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  access.location.id = dev;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  CU_CHECK(cuMemSetAccess(base, 2 * gran, &access, 1));
  unsigned long long flags = 0;
  CU_CHECK(cuMemGetAccess(&flags, &access.location, base + gran + 64));
  printf("access flags: %llu\n", flags);

  const int n = (int)(2 * gran / sizeof(int));
  int* p = (int*)base;
  iota<<<64, 256>>>(p, n, 1000);
  cudaDeviceSynchronize();
  int edge[2];
  CU_CHECK(cuMemcpyDtoH(edge, base + gran - sizeof(int), sizeof edge));
  printf("across the two pieces: %d %d\n", edge[0], edge[1]);

  // The second piece mapped again further on: one memory, two addresses.
  CU_CHECK(cuMemMap(base + 3 * gran, gran, 0, b, 0));
  CU_CHECK(cuMemSetAccess(base + 3 * gran, gran, &access, 1));
  add_one<<<8, 128>>>((int*)(base + 3 * gran), 4);
  cudaDeviceSynchronize();
  int alias[4];
  CU_CHECK(cuMemcpyDtoH(alias, base + gran, sizeof alias));
  printf("written through the second address: %d %d %d %d\n", alias[0], alias[1], alias[2], alias[3]);

  // Handles released while mapped stay alive until unmapped; a retained handle maps anew.
  CU_CHECK(cuMemRelease(a));
  CUmemGenericAllocationHandle again;
  CU_CHECK(cuMemRetainAllocationHandle(&again, (void*)(base + 100)));
  printf("retained handle is the first: %s\n", again == a ? "yes" : "no");
  CUmemAllocationProp back = {};
  CU_CHECK(cuMemGetAllocationPropertiesFromHandle(&back, again));
  printf("properties: type %d, location %d/%d\n", (int)back.type, (int)back.location.type, back.location.id);
  CU_CHECK(cuMemUnmap(base, gran));
  CU_CHECK(cuMemMap(base + 2 * gran, gran, 0, again, 0));
  CU_CHECK(cuMemSetAccess(base + 2 * gran, gran, &access, 1));
  CU_CHECK(cuMemRelease(again));
  int first[3];
  CU_CHECK(cuMemcpyDtoH(first, base + 2 * gran, sizeof first));
  printf("remapped elsewhere, the contents stay: %d %d %d\n", first[0], first[1], first[2]);
  CU_CHECK(cudaMemset((void*)(base + 2 * gran), 0, 8) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_UNKNOWN);
  CU_CHECK(cuMemcpyDtoH(first, base + 2 * gran, sizeof first));
  printf("after a runtime memset: %d %d %d\n", first[0], first[1], first[2]);

  // What does not fit.
  CUdeviceptr odd;
  printf("reserve a size off the granularity: %s\n", cu_name(cuMemAddressReserve(&odd, gran + 4096, 0, 0, 0)));
  CUmemGenericAllocationHandle c;
  printf("create a size off the granularity: %s\n", cu_name(cuMemCreate(&c, gran / 2, &prop, 0)));
  CU_CHECK(cuMemCreate(&c, gran, &prop, 0));
  printf("map over a mapping: %s\n", cu_name(cuMemMap(base + gran, gran, 0, c, 0)));
  printf("map past the physical memory: %s\n", cu_name(cuMemMap(base, gran, gran, c, 0)));
  printf("map at an address off the granularity: %s\n", cu_name(cuMemMap(base + 4096, gran, 0, c, 0)));
  printf("unmap part of a mapping: %s\n", cu_name(cuMemUnmap(base + gran, gran / 2)));
  printf("access to an unmapped range: %s\n", cu_name(cuMemSetAccess(base, gran, &access, 1)));
  CU_CHECK(cuMemRelease(c));

  // Tear down: every mapping, then the range.
  CU_CHECK(cuMemUnmap(base + gran, gran));
  CU_CHECK(cuMemUnmap(base + 2 * gran, 2 * gran));
  CU_CHECK(cuMemRelease(b));
  CU_CHECK(cuMemAddressFree(base, 4 * gran));
  printf("done\n");
  return 0;
}
