// CUDA calls made inside a host function (cudaLaunchHostFunc) are refused with
// cudaErrorNotPermitted: querying the stream that runs it, allocating, and waiting for the
// device (which would otherwise wait for the host function itself).
#include <cstdio>

static cudaError_t queried = cudaErrorUnknown, allocated = cudaErrorUnknown,
                   synchronized = cudaErrorUnknown;

static void CUDART_CB query(void* stream) { queried = cudaStreamQuery((cudaStream_t)stream); }
static void CUDART_CB allocate(void*) {
  void* p;
  allocated = cudaMalloc(&p, 16);
}
static void CUDART_CB synchronize(void*) { synchronized = cudaDeviceSynchronize(); }

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaLaunchHostFunc(s, query, s);
  cudaLaunchHostFunc(s, allocate, nullptr);
  cudaLaunchHostFunc(s, synchronize, nullptr);
  cudaStreamSynchronize(s);
  printf("query=%s malloc=%s devsync=%s\n", cudaGetErrorName(queried),
         cudaGetErrorName(allocated), cudaGetErrorName(synchronized));
  printf("after: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaStreamDestroy(s);
  return 0;
}
