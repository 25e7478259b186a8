// CUDA IPC between two processes: the parent exports device memory and an interprocess event,
// runs itself again as a child that opens both (one allocation through the driver API), adds
// to the memory in a kernel and records the event; the parent then waits on the event and
// reads what the child wrote. Also the errors for memory and events that cannot be shared.
#include <cuda.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

#define CHECK(call)                                                                  \
  do {                                                                               \
    cudaError_t e_ = (call);                                                         \
    if (e_ != cudaSuccess) {                                                         \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorName(e_));               \
      exit(1);                                                                       \
    }                                                                                \
  } while (0)

const int N = 1 << 18;

__global__ void fill(int* p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = 3 * i;
}

__global__ void add(int* p, int n, int v) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += v;
}

static void to_hex(const void* h, char* out) {
  for (int i = 0; i < 64; i++) sprintf(out + 2 * i, "%02x", ((const unsigned char*)h)[i]);
}

static void from_hex(const char* s, void* h) {
  for (int i = 0; i < 64; i++) {
    unsigned v;
    sscanf(s + 2 * i, "%2x", &v);
    ((unsigned char*)h)[i] = (unsigned char)v;
  }
}

static int child(const char* mem_hex, const char* small_hex, const char* event_hex) {
  cudaIpcMemHandle_t mh, sh;
  cudaIpcEventHandle_t eh;
  from_hex(mem_hex, &mh);
  from_hex(small_hex, &sh);
  from_hex(event_hex, &eh);
  int *p, *small;
  CHECK(cudaIpcOpenMemHandle((void**)&p, mh, cudaIpcMemLazyEnablePeerAccess));
  CUipcMemHandle driver_handle;
  memcpy(&driver_handle, &sh, sizeof sh);
  CUdeviceptr small_ptr;
  CUresult opened = cuIpcOpenMemHandle(&small_ptr, driver_handle, CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS);
  printf("child: driver API open: %s\n", opened == CUDA_SUCCESS ? "CUDA_SUCCESS" : "failed");
  small = (int*)small_ptr;
  cudaEvent_t done;
  CHECK(cudaIpcOpenEventHandle(&done, eh));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int seen[2];
  CHECK(cudaMemcpy(seen, p + 1000, sizeof seen, cudaMemcpyDeviceToHost));
  printf("child: sees the parent's data: %d %d\n", seen[0], seen[1]);
  add<<<64, 256, 0, s>>>(p, N, 7);
  add<<<1, 32, 0, s>>>(small, 4, 100);
  CHECK(cudaEventRecord(done, s));
  CHECK(cudaStreamSynchronize(s));
  printf("child: event complete here: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  CHECK(cudaIpcCloseMemHandle(p));
  printf("child: driver API close: %s\n", cuIpcCloseMemHandle((CUdeviceptr)small) == CUDA_SUCCESS ? "CUDA_SUCCESS" : "failed");
  printf("child: closing again: %s\n", cudaGetErrorName(cudaIpcCloseMemHandle(p)));
  CHECK(cudaEventDestroy(done));
  CHECK(cudaStreamDestroy(s));
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 5 && strcmp(argv[1], "child") == 0) return child(argv[2], argv[3], argv[4]);

  int* p;
  int* small;
  CHECK(cudaMalloc(&p, N * sizeof(int)));
  CHECK(cudaMalloc(&small, 4 * sizeof(int)));
  fill<<<64, 256>>>(p, N);
  CHECK(cudaMemset(small, 0, 4 * sizeof(int)));
  CHECK(cudaDeviceSynchronize());
  cudaIpcMemHandle_t mh, sh;
  CHECK(cudaIpcGetMemHandle(&mh, p));
  CHECK(cudaIpcGetMemHandle(&sh, small));
  cudaEvent_t done;
  CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming | cudaEventInterprocess));
  cudaIpcEventHandle_t eh;
  CHECK(cudaIpcGetEventHandle(&eh, done));
  printf("parent: event never recorded: %s\n", cudaGetErrorName(cudaEventQuery(done)));

  char mem_hex[129], small_hex[129], event_hex[129];
  to_hex(&mh, mem_hex);
  to_hex(&sh, small_hex);
  to_hex(&eh, event_hex);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n < 0) _exit(3);
    self[n] = 0;
    char* args[] = {self, (char*)"child", mem_hex, small_hex, event_hex, nullptr};
    execv(self, args);
    _exit(4);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  printf("parent: child exited with %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);

  CHECK(cudaEventSynchronize(done));
  printf("parent: event after the child's record: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  int* host = (int*)malloc(N * sizeof(int));
  CHECK(cudaMemcpy(host, p, N * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += host[i] != 3 * i + 7;
  printf("parent: %d of %d elements as the child left them (host[5] = %d)\n", N - bad, N, host[5]);
  int s4[4];
  CHECK(cudaMemcpy(s4, small, sizeof s4, cudaMemcpyDeviceToHost));
  printf("parent: small allocation: %d %d %d %d\n", s4[0], s4[1], s4[2], s4[3]);

  // What cannot be shared.
  cudaEvent_t plain;
  CHECK(cudaEventCreateWithFlags(&plain, cudaEventDisableTiming));
  printf("handle of an event without the flag: %s\n", cudaGetErrorName(cudaIpcGetEventHandle(&eh, plain)));
  cudaGetLastError();
  printf("interprocess event that times: %s\n",
         cudaGetErrorName(cudaEventCreateWithFlags(&plain, cudaEventInterprocess)));
  cudaGetLastError();
  int on_host[4];
  printf("handle of host memory: %s\n", cudaGetErrorName(cudaIpcGetMemHandle(&mh, on_host)));
  cudaGetLastError();
  free(host);
  CHECK(cudaFree(p));
  CHECK(cudaFree(small));
  CHECK(cudaEventDestroy(done));
  return 0;
}
