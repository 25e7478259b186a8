// Instantiated graphs changed after instantiation: a kernel node's parameters set in the
// executable graph and in the graph, and a whole executable graph updated from a new capture.
#include <cstdio>

__global__ void axpy(int* a, int scale, int add) { a[threadIdx.x] = a[threadIdx.x] * scale + add; }
__global__ void other(int* a) { a[threadIdx.x] -= 1; }

int main() {
  int* a;
  cudaMalloc(&a, 8 * sizeof(int));
  cudaMemset(a, 0, 8 * sizeof(int));
  cudaStream_t s;
  cudaStreamCreate(&s);
  int h[8];
  auto show = [&](const char* what) {
    cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
    printf("%-22s %d %d %d\n", what, h[0], h[3], h[7]);
  };

  // A graph of one kernel node, built by hand.
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  int scale = 2, add = 1;
  void* args[] = {&a, &scale, &add};
  cudaKernelNodeParams p = {};
  p.func = (void*)axpy;
  p.gridDim = dim3(1);
  p.blockDim = dim3(8);
  p.kernelParams = args;
  cudaGraphNode_t node;
  printf("add=%s\n", cudaGetErrorName(cudaGraphAddKernelNode(&node, g, nullptr, 0, &p)));
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, g, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  show("launch (x2+1)");

  // New parameters for the executable graph's node: the graph itself keeps the old ones.
  scale = 3;
  add = 5;
  printf("exec set=%s\n", cudaGetErrorName(cudaGraphExecKernelNodeSetParams(exec, node, &p)));
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  show("exec params (x3+5)");

  // New parameters for the graph's node: a new instantiation sees them.
  scale = 1;
  add = 100;
  printf("node set=%s\n", cudaGetErrorName(cudaGraphKernelNodeSetParams(node, &p)));
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  show("old exec (x3+5)");
  cudaGraphExec_t exec2;
  cudaGraphInstantiate(&exec2, g, 0);
  cudaGraphLaunch(exec2, s);
  cudaStreamSynchronize(s);
  show("new exec (+100)");

  // A capture of the same shape updates the executable graph; one of another shape does not.
  cudaGraph_t captured;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  axpy<<<1, 8, 0, s>>>(a, 1, -50);
  cudaStreamEndCapture(s, &captured);
  cudaGraphExecUpdateResultInfo info;
  cudaError_t e = cudaGraphExecUpdate(exec, captured, &info);
  printf("update=%s result=%d\n", cudaGetErrorName(e), (int)info.result);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  show("updated exec (-50)");

  cudaGraph_t bigger;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  axpy<<<1, 8, 0, s>>>(a, 1, 7);
  other<<<1, 8, 0, s>>>(a);
  cudaStreamEndCapture(s, &bigger);
  e = cudaGraphExecUpdate(exec, bigger, &info);
  printf("update=%s result=%d\n", cudaGetErrorName(e), (int)info.result);
  cudaGetLastError();
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  show("unchanged exec (-50)");
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
