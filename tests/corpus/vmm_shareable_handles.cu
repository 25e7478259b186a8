// Virtual memory management shared between processes: physical memory created exportable as a
// POSIX file descriptor, exported, imported again in this process (one memory at two
// addresses, through two handles) and in a child process that runs this program again with
// the descriptor and adds to the memory in a kernel. Also the allocation's properties read
// back (handle types, compression as the device grants it) and the errors of exports and
// imports that cannot be made.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#define CU(call)                                                      \
  do {                                                                \
    CUresult r_ = (call);                                             \
    if (r_ != CUDA_SUCCESS) {                                         \
      const char* n_;                                                 \
      cuGetErrorName(r_, &n_);                                        \
      printf("%s:%d: %s\n", __FILE__, __LINE__, n_);                  \
      exit(1);                                                        \
    }                                                                 \
  } while (0)

static const char* name(CUresult r) {
  const char* n;
  return cuGetErrorName(r, &n) == CUDA_SUCCESS ? n : "?";
}

const int N = 1 << 19;  // ints: 2 MiB

__global__ void fill(int* p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = 5 * i;
}

__global__ void add(int* p, int n, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += v;
}

static CUmemAllocationProp props(CUmemAllocationHandleType types, bool compressed) {
  CUmemAllocationProp prop = {};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  prop.requestedHandleTypes = types;
  if (compressed) prop.allocFlags.compressionType = CU_MEM_ALLOCATION_COMP_GENERIC;
  return prop;
}

// Maps `handle` at a new reserved range of `size` bytes.
static CUdeviceptr map(CUmemGenericAllocationHandle handle, size_t size) {
  CUdeviceptr va;
  CU(cuMemAddressReserve(&va, size, 0, 0, 0));
  CU(cuMemMap(va, size, 0, handle, 0));
  CUmemAccessDesc access = {};
  access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  access.location.id = 0;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  CU(cuMemSetAccess(va, size, &access, 1));
  return va;
}

static void unmap(CUdeviceptr va, size_t size) {
  CU(cuMemUnmap(va, size));
  CU(cuMemAddressFree(va, size));
}

static int child(int fd, size_t size) {
  CU(cuInit(0));
  cudaFree(0);
  CUmemGenericAllocationHandle h;
  CU(cuMemImportFromShareableHandle(&h, (void*)(uintptr_t)fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
  close(fd);
  CUdeviceptr va = map(h, size);
  CU(cuMemRelease(h));
  add<<<64, 256>>>((int*)va, N, 1000);
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;
  int first;
  CU(cuMemcpyDtoH(&first, va + 4 * 7, sizeof first));
  printf("child: p[7] = %d after adding 1000\n", first);
  unmap(va, size);
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 4 && argv[1][0] == 'c') return child(atoi(argv[2]), strtoull(argv[3], 0, 10));
  CU(cuInit(0));
  cudaFree(0);
  CUdevice dev;
  CU(cuDeviceGet(&dev, 0));
  int vmm, posix, compression;
  CU(cuDeviceGetAttribute(&vmm, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, dev));
  CU(cuDeviceGetAttribute(&posix, CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED, dev));
  CU(cuDeviceGetAttribute(&compression, CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED, dev));
  printf("virtual memory management %d, POSIX descriptors %d\n", vmm, posix);

  CUmemAllocationProp prop = props(CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, true);
  size_t granularity;
  CU(cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  size_t size = ((N * sizeof(int) - 1) / granularity + 1) * granularity;
  CUmemGenericAllocationHandle h;
  CU(cuMemCreate(&h, size, &prop, 0));
  CUmemAllocationProp back = {};
  CU(cuMemGetAllocationPropertiesFromHandle(&back, h));
  printf("properties: handle types %d, compressed as the device allows: %s\n", (int)back.requestedHandleTypes,
         back.allocFlags.compressionType == (compression ? CU_MEM_ALLOCATION_COMP_GENERIC : CU_MEM_ALLOCATION_COMP_NONE)
             ? "yes" : "no");
  CUdeviceptr a = map(h, size);
  fill<<<64, 256>>>((int*)a, N);
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;

  int fd = -1;
  CU(cuMemExportToShareableHandle(&fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
  printf("exported: a descriptor %s\n", fd >= 0 ? "yes" : "no");

  // Imported in this process: a second handle to the same memory, mapped at a second address.
  CUmemGenericAllocationHandle again;
  CU(cuMemImportFromShareableHandle(&again, (void*)(uintptr_t)fd, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR));
  CUdeviceptr b = map(again, size);
  CU(cuMemRelease(again));
  int v[2];
  CU(cuMemcpyDtoH(v, b + 4 * 7, sizeof(int)));
  add<<<64, 256>>>((int*)b, N, 1);
  if (cudaDeviceSynchronize() != cudaSuccess) return 1;
  CU(cuMemcpyDtoH(v + 1, a + 4 * 7, sizeof(int)));
  printf("second address: p[7] = %d, then through the first %d\n", v[0], v[1]);
  unmap(b, size);

  // A child process imports it from the descriptor it inherits.
  fcntl(fd, F_SETFD, 0);
  char fds[16], sizes[32];
  snprintf(fds, sizeof fds, "%d", fd);
  snprintf(sizes, sizeof sizes, "%zu", size);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    execl("/proc/self/exe", argv[0], "c", fds, sizes, (char*)0);
    _exit(127);
  }
  int status;
  waitpid(pid, &status, 0);
  printf("child exited %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  close(fd);
  int* host = (int*)malloc(N * sizeof(int));
  CU(cuMemcpyDtoH(host, a, N * sizeof(int)));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += host[i] != 5 * i + 1001;
  printf("parent: p[7] = %d, %d of %d wrong\n", host[7], bad, N);
  free(host);
  unmap(a, size);
  CU(cuMemRelease(h));

  // What cannot be exported or imported.
  CUmemAllocationProp plain = props(CU_MEM_HANDLE_TYPE_NONE, false);
  CUmemGenericAllocationHandle p;
  CU(cuMemCreate(&p, granularity, &plain, 0));
  int fd2 = -1;
  printf("export of memory not made shareable: %s\n",
         name(cuMemExportToShareableHandle(&fd2, p, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0)));
  CU(cuMemRelease(p));
  CUmemGenericAllocationHandle q;
  CU(cuMemCreate(&q, granularity, &prop, 0));
  printf("export with flags: %s\n",
         name(cuMemExportToShareableHandle(&fd2, q, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 1)));
  CU(cuMemExportToShareableHandle(&fd2, q, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
  CUmemGenericAllocationHandle r;
  printf("import as another handle type: %s\n", name(cuMemImportFromShareableHandle(&r, (void*)(uintptr_t)fd2, CU_MEM_HANDLE_TYPE_WIN32)));
  close(fd2);
  CU(cuMemRelease(q));
  printf("import of a closed descriptor: %s\n",
         name(cuMemImportFromShareableHandle(&r, (void*)(uintptr_t)fd2, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)));
  CUmemAllocationProp win32 = props(CU_MEM_HANDLE_TYPE_WIN32, false);
  printf("create for Windows handles: %s\n", name(cuMemCreate(&r, granularity, &win32, 0)));
  printf("done\n");
  return 0;
}
