// Memory pools the program makes: allocation from a pool by handle and as the device's
// current pool, the pool's usage attributes, and a pool exportable as a POSIX file descriptor
// shared with a child process (this program run again), which imports the pool and a pointer
// of it, adds to the memory in a kernel and frees its mapping. Also the errors of pools and
// pointers that cannot be shared.
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t e_ = (call);                                               \
    if (e_ != cudaSuccess) {                                               \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));     \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

const int N = 1 << 16;

__global__ void fill(int* p, int n, int k) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = k * i;
}

__global__ void add(int* p, int n, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += v;
}

static cudaMemPoolProps pool_props(cudaMemAllocationHandleType types) {
  cudaMemPoolProps props;
  memset(&props, 0, sizeof props);
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = types;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  return props;
}

static unsigned long long used(cudaMemPool_t pool) {
  unsigned long long v = 0;
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &v));
  return v;
}

static int child(int fd, const char* hex) {
  cudaMemPoolPtrExportData data;
  for (int i = 0; i < 64; i++) {
    unsigned v;
    sscanf(hex + 2 * i, "%2x", &v);
    data.reserved[i] = (unsigned char)v;
  }
  cudaMemPool_t pool;
  CHECK(cudaMemPoolImportFromShareableHandle(&pool, (void*)(uintptr_t)fd, cudaMemHandleTypePosixFileDescriptor, 0));
  close(fd);
  cudaMemLocation here = {cudaMemLocationTypeDevice, 0};
  cudaMemAccessFlags flags;
  CHECK(cudaMemPoolGetAccess(&flags, pool, &here));
  printf("child: access %s\n", flags == cudaMemAccessFlagsProtReadWrite ? "read and write" : "other");
  cudaMemPoolPtrExportData zero;
  memset(&zero, 0, sizeof zero);
  void* none = 0;
  printf("child: import of zeroed data: %s\n", cudaGetErrorName(cudaMemPoolImportPointer(&none, pool, &zero)));
  cudaGetLastError();
  int* p;
  CHECK(cudaMemPoolImportPointer((void**)&p, pool, &data));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  add<<<32, 256, 0, s>>>(p, N, 100);
  int v;
  CHECK(cudaMemcpyAsync(&v, p + 9, sizeof v, cudaMemcpyDeviceToHost, s));
  CHECK(cudaFreeAsync(p, s));
  CHECK(cudaStreamSynchronize(s));
  printf("child: p[9] = %d after adding 100\n", v);
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaMemPoolDestroy(pool));
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 4 && argv[1][0] == 'c') return child(atoi(argv[2]), argv[3]);
  int handle_types = 0;
  CHECK(cudaDeviceGetAttribute(&handle_types, cudaDevAttrMemoryPoolSupportedHandleTypes, 0));
  printf("pools take POSIX descriptors: %s\n", handle_types & cudaMemHandleTypePosixFileDescriptor ? "yes" : "no");
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  // A pool of the program's own, by handle and as the device's current pool.
  cudaMemPoolProps props = pool_props(cudaMemHandleTypeNone);
  cudaMemPool_t mine, dflt, current;
  CHECK(cudaMemPoolCreate(&mine, &props));
  CHECK(cudaDeviceGetDefaultMemPool(&dflt, 0));
  printf("a new pool is not the default: %s\n", mine != dflt ? "yes" : "no");
  int* a;
  CHECK(cudaMallocAsync(&a, N * sizeof(int), mine, s));
  printf("used after one allocation: %llu\n", used(mine));
  CHECK(cudaDeviceSetMemPool(0, mine));
  CHECK(cudaDeviceGetMemPool(&current, 0));
  printf("current pool is the new one: %s\n", current == mine ? "yes" : "no");
  int* b;
  CHECK(cudaMallocAsync((void**)&b, 4096, s));
  printf("used after cudaMallocAsync: %llu\n", used(mine));
  fill<<<32, 256, 0, s>>>(a, N, 2);
  CHECK(cudaFreeAsync(b, s));
  CHECK(cudaFreeAsync(a, s));
  CHECK(cudaStreamSynchronize(s));
  printf("used after freeing both: %llu\n", used(mine));
  CHECK(cudaDeviceSetMemPool(0, dflt));

  // An exportable pool shared with a child process.
  cudaMemPoolProps shared_props = pool_props(cudaMemHandleTypePosixFileDescriptor);
  cudaMemPool_t shared;
  CHECK(cudaMemPoolCreate(&shared, &shared_props));
  int* p;
  CHECK(cudaMallocFromPoolAsync((void**)&p, N * sizeof(int), shared, s));
  fill<<<32, 256, 0, s>>>(p, N, 3);
  CHECK(cudaStreamSynchronize(s));
  int fd = -1;
  CHECK(cudaMemPoolExportToShareableHandle(&fd, shared, cudaMemHandleTypePosixFileDescriptor, 0));
  cudaMemPoolPtrExportData data;
  CHECK(cudaMemPoolExportPointer(&data, p));
  char hex[129];
  for (int i = 0; i < 64; i++) sprintf(hex + 2 * i, "%02x", data.reserved[i]);
  fcntl(fd, F_SETFD, 0);
  char fds[16];
  snprintf(fds, sizeof fds, "%d", fd);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    execl("/proc/self/exe", argv[0], "c", fds, hex, (char*)0);
    _exit(127);
  }
  int status;
  waitpid(pid, &status, 0);
  printf("child exited %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  close(fd);
  int* host = (int*)malloc(N * sizeof(int));
  CHECK(cudaMemcpy(host, p, N * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += host[i] != 3 * i + 100;
  printf("parent: p[9] = %d, %d of %d wrong\n", host[9], bad, N);
  free(host);

  // What cannot be shared.
  int fd2 = -1;
  printf("export of a pool not made shareable: %s\n",
         cudaGetErrorName(cudaMemPoolExportToShareableHandle(&fd2, mine, cudaMemHandleTypePosixFileDescriptor, 0)));
  cudaGetLastError();
  int* plain;
  CHECK(cudaMalloc(&plain, 256));
  printf("export of a pointer not from a shareable pool: %s\n", cudaGetErrorName(cudaMemPoolExportPointer(&data, plain)));
  cudaGetLastError();
  CHECK(cudaFree(plain));
  printf("destroy the default pool: %s\n", cudaGetErrorName(cudaMemPoolDestroy(dflt)));
  cudaGetLastError();
  cudaMemPoolProps elsewhere = pool_props(cudaMemHandleTypeNone);
  elsewhere.location.id = 7;
  cudaMemPool_t bad_pool;
  printf("pool on a device that is not there: %s\n", cudaGetErrorName(cudaMemPoolCreate(&bad_pool, &elsewhere)));
  cudaGetLastError();

  CHECK(cudaFreeAsync(p, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemPoolDestroy(shared));
  CHECK(cudaMemPoolDestroy(mine));
  CHECK(cudaStreamDestroy(s));
  printf("done\n");
  return 0;
}
