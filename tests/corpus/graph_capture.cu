// CUDA graphs by stream capture: kernels, asynchronous copies and fills, a host function and a
// second stream joined through events are captured without running, then the instantiated
// graph runs them in order each time it is launched.
#include <cstdio>

__global__ void scale(float* a, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] *= s;
}
__global__ void add(float* a, const float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += b[i];
}

static int host_calls = 0;
static void CUDART_CB count_call(void*) { host_calls++; }

int main() {
  const int n = 1000;
  float *a, *b, *h;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMallocHost(&h, n * sizeof(float));
  for (int i = 0; i < n; i++) h[i] = 1.0f;
  cudaMemcpy(a, h, n * sizeof(float), cudaMemcpyHostToDevice);

  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreate(&s2);
  cudaEvent_t fork, join;
  cudaEventCreate(&fork);
  cudaEventCreate(&join);

  cudaStreamCaptureStatus status;
  cudaStreamIsCapturing(s1, &status);
  printf("before capture: %d\n", (int)status);
  printf("begin: %s\n", cudaGetErrorName(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal)));
  cudaStreamIsCapturing(s1, &status);
  printf("during capture: %d\n", (int)status);
  // a = a * 2 on s1, then s2 (joined through an event) clears b and adds a to it ...
  scale<<<(n + 255) / 256, 256, 0, s1>>>(a, 2.0f, n);
  cudaEventRecord(fork, s1);
  cudaStreamWaitEvent(s2, fork, 0);
  cudaMemsetAsync(b, 0, n * sizeof(float), s2);
  add<<<(n + 255) / 256, 256, 0, s2>>>(b, a, n);  // b = a
  cudaEventRecord(join, s2);
  cudaStreamWaitEvent(s1, join, 0);
  // ... then a = a + b, copied back, and the host function counts the runs.
  add<<<(n + 255) / 256, 256, 0, s1>>>(a, b, n);
  cudaMemcpyAsync(h, a, n * sizeof(float), cudaMemcpyDeviceToHost, s1);
  cudaLaunchHostFunc(s1, count_call, nullptr);
  cudaGraph_t graph;
  printf("end: %s\n", cudaGetErrorName(cudaStreamEndCapture(s1, &graph)));
  cudaStreamIsCapturing(s2, &status);
  printf("second stream after capture: %d\n", (int)status);
  cudaDeviceSynchronize();
  printf("nothing ran while capturing: h[0]=%g host calls %d\n", h[0], host_calls);

  cudaGraphExec_t exec;
  printf("instantiate: %s\n", cudaGetErrorName(cudaGraphInstantiate(&exec, graph, 0)));
  for (int run = 1; run <= 3; run++) {
    cudaGraphLaunch(exec, s1);
    cudaStreamSynchronize(s1);
    printf("run %d: h[0]=%g h[%d]=%g host calls %d\n", run, h[0], n - 1, h[n - 1], host_calls);
  }

  cudaGraph_t none;
  printf("end without begin: %s\n", cudaGetErrorName(cudaStreamEndCapture(s2, &none)));
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaFreeHost(h);
  cudaFree(a);
  cudaFree(b);
  return 0;
}
