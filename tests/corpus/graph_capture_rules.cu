// Stream capture: fork and join through events (which add no nodes), a synchronization that
// breaks the capture (and the work refused after it), graphs replayed.
#include <cstdio>
__global__ void inc(int* a, int n, int v) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] = a[i] * 3 + v; }
__global__ void comb(int* a, const int* b, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] += b[i] * 7; }
int main() {
  const int n = 1000;
  int *a, *b; cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4);
  cudaMemset(a, 0, n * 4); cudaMemset(b, 0, n * 4);
  cudaStream_t s, s2; cudaStreamCreate(&s); cudaStreamCreate(&s2);
  cudaEvent_t fork, join; cudaEventCreate(&fork); cudaEventCreate(&join);
  cudaStreamCaptureStatus st;
  cudaStreamIsCapturing(s, &st); printf("before: %d\n", (int)st);
  printf("begin=%s\n", cudaGetErrorName(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)));
  cudaStreamIsCapturing(s, &st); printf("during: %d\n", (int)st);
  inc<<<4, 256, 0, s>>>(a, n, 1);
  cudaEventRecord(fork, s);
  cudaStreamWaitEvent(s2, fork, 0);
  cudaStreamIsCapturing(s2, &st); printf("s2 during: %d\n", (int)st);
  inc<<<4, 256, 0, s2>>>(b, n, 2);
  cudaMemsetAsync(b + 10, 0, 4 * 5, s2);
  cudaEventRecord(join, s2);
  inc<<<4, 256, 0, s>>>(a, n, 5);
  cudaStreamWaitEvent(s, join, 0);
  comb<<<4, 256, 0, s>>>(a, b, n);
  cudaGraph_t g;
  printf("end=%s\n", cudaGetErrorName(cudaStreamEndCapture(s, &g)));
  cudaStreamIsCapturing(s, &st); printf("after: %d\n", (int)st);
  size_t nn = 0; cudaGraphGetNodes(g, nullptr, &nn);
  printf("nodes=%zu\n", nn);
  // nothing executed during capture
  int h[n]; cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("a0 after capture=%d\n", h[0]);
  cudaGraphExec_t ge;
  printf("inst=%s\n", cudaGetErrorName(cudaGraphInstantiate(&ge, g, 0)));
  for (int r = 0; r < 4; r++) {
    cudaGraphLaunch(ge, s);
    cudaStreamSynchronize(s);
    cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
    int hb[n]; cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
    printf("replay %d: a0=%d a10=%d a999=%d b10=%d b15=%d\n", r, h[0], h[10], h[999], hb[10], hb[15]);
  }
  // a sync API on a capturing stream is illegal
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  inc<<<1, 1, 0, s>>>(a, 1, 0);
  printf("sync in capture=%s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
  // work issued to the broken capture is refused until it ends
  inc<<<1, 1, 0, s>>>(a, 1, 0);
  printf("launch after break=%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("memset after break=%s\n", cudaGetErrorName(cudaMemsetAsync(a, 0, 4, s)));
  cudaGraph_t g2;
  printf("end2=%s\n", cudaGetErrorName(cudaStreamEndCapture(s, &g2)));
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  printf("destroy=%s %s\n", cudaGetErrorName(cudaGraphExecDestroy(ge)), cudaGetErrorName(cudaGraphDestroy(g)));
}
