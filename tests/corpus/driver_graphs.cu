// CUDA graphs through the driver API: a graph built node by node (a memset, a kernel from a
// module's function, a copy described by CUDA_MEMCPY3D, a host callback), instantiated and
// launched twice, its nodes listed with their types, a kernel node's parameters changed in the
// instantiated graph, a child graph, and a graph captured from a stream; the graph handles are
// the runtime API's, so cudaGraphLaunch runs one the driver API made.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CU(call)                                                          \
  do {                                                                    \
    CUresult r_ = (call);                                                 \
    if (r_ != CUDA_SUCCESS) {                                             \
      const char* n_ = "?";                                               \
      cuGetErrorName(r_, &n_);                                            \
      printf("%s:%d: %s\n", __FILE__, __LINE__, n_);                      \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

__global__ void axpy(float* y, const float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}

static int host_calls = 0;
static void note(void* p) { host_calls += *(int*)p; }

static const char* type_name(CUgraphNodeType t) {
  switch (t) {
    case CU_GRAPH_NODE_TYPE_KERNEL: return "kernel";
    case CU_GRAPH_NODE_TYPE_MEMCPY: return "memcpy";
    case CU_GRAPH_NODE_TYPE_MEMSET: return "memset";
    case CU_GRAPH_NODE_TYPE_HOST: return "host";
    case CU_GRAPH_NODE_TYPE_GRAPH: return "graph";
    case CU_GRAPH_NODE_TYPE_EMPTY: return "empty";
    default: return "other";
  }
}

int main() {
  CU(cuInit(0));
  cudaFree(0);
  const int n = 4096;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  float* host = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) host[i] = (float)(i % 7);
  cudaMemcpy(x, host, n * sizeof(float), cudaMemcpyHostToDevice);
  float* result = (float*)malloc(n * sizeof(float));

  CUgraph g;
  CU(cuGraphCreate(&g, 0));
  CUDA_MEMSET_NODE_PARAMS ms;
  memset(&ms, 0, sizeof ms);
  ms.dst = (CUdeviceptr)y;
  ms.value = 0;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  CUgraphNode set, kern, copy, call;
  CU(cuGraphAddMemsetNode(&set, g, NULL, 0, &ms, NULL));

  float a = 3.0f;
  int count = n;
  void* args[] = {&y, &x, &a, &count};
  CUDA_KERNEL_NODE_PARAMS kp;
  memset(&kp, 0, sizeof kp);
  cudaGetFuncBySymbol(&kp.func, (const void*)axpy);
  kp.gridDimX = (n + 255) / 256;
  kp.gridDimY = kp.gridDimZ = 1;
  kp.blockDimX = 256;
  kp.blockDimY = kp.blockDimZ = 1;
  kp.kernelParams = args;
  CU(cuGraphAddKernelNode(&kern, g, &set, 1, &kp));

  CUDA_MEMCPY3D cp;
  memset(&cp, 0, sizeof cp);
  cp.srcMemoryType = CU_MEMORYTYPE_DEVICE;
  cp.srcDevice = (CUdeviceptr)y;
  cp.dstMemoryType = CU_MEMORYTYPE_HOST;
  cp.dstHost = result;
  cp.WidthInBytes = n * sizeof(float);
  cp.Height = 1;
  cp.Depth = 1;
  CU(cuGraphAddMemcpyNode(&copy, g, &kern, 1, &cp, NULL));
  int step = 1;
  CUDA_HOST_NODE_PARAMS hp = {note, &step};
  CU(cuGraphAddHostNode(&call, g, &copy, 1, &hp));

  size_t count_nodes = 0;
  CU(cuGraphGetNodes(g, NULL, &count_nodes));
  CUgraphNode nodes[8];
  CU(cuGraphGetNodes(g, nodes, &count_nodes));
  printf("%zu nodes:", count_nodes);
  for (size_t i = 0; i < count_nodes; i++) {
    CUgraphNodeType t;
    CU(cuGraphNodeGetType(nodes[i], &t));
    printf(" %s", type_name(t));
  }
  printf("\n");

  CUgraphExec exec;
  CU(cuGraphInstantiate(&exec, g, 0));
  CUstream s;
  CU(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING));
  CU(cuGraphLaunch(exec, s));
  CU(cuStreamSynchronize(s));
  printf("first launch: y[6] = %.1f, host node ran %d time(s)\n", result[6], host_calls);

  // The same instantiated graph with another factor; launched through the runtime API.
  float b = 10.0f;
  void* args2[] = {&y, &x, &b, &count};
  kp.kernelParams = args2;
  CU(cuGraphExecKernelNodeSetParams(exec, kern, &kp));
  cudaGraphLaunch((cudaGraphExec_t)exec, (cudaStream_t)s);
  cudaStreamSynchronize((cudaStream_t)s);
  printf("second launch: y[6] = %.1f, host node ran %d time(s)\n", result[6], host_calls);

  // A child graph and a captured graph.
  CUgraph outer;
  CU(cuGraphCreate(&outer, 0));
  CUgraphNode child, empty;
  CU(cuGraphAddEmptyNode(&empty, outer, NULL, 0));
  CU(cuGraphAddChildGraphNode(&child, outer, &empty, 1, g));
  CUgraphExec outer_exec;
  CU(cuGraphInstantiateWithFlags(&outer_exec, outer, 0));
  CU(cuGraphLaunch(outer_exec, s));
  CU(cuStreamSynchronize(s));
  printf("child graph: y[6] = %.1f, host node ran %d time(s)\n", result[6], host_calls);

  CU(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL));
  CUstreamCaptureStatus status;
  CU(cuStreamIsCapturing(s, &status));
  axpy<<<(n + 255) / 256, 256, 0, (cudaStream_t)s>>>(y, x, 1.0f, n);
  CUgraph captured;
  CU(cuStreamEndCapture(s, &captured));
  size_t captured_nodes = 0;
  CU(cuGraphGetNodes(captured, NULL, &captured_nodes));
  CUgraphExec captured_exec;
  CU(cuGraphInstantiate(&captured_exec, captured, 0));
  CU(cuGraphLaunch(captured_exec, s));
  CU(cuGraphLaunch(captured_exec, s));
  CU(cuStreamSynchronize(s));
  cudaMemcpy(result, y, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("captured (%s, %zu node): y[6] = %.1f\n", status == CU_STREAM_CAPTURE_STATUS_ACTIVE ? "active" : "not active",
         captured_nodes, result[6]);

  const char* err = "?";
  cuGetErrorName(cuGraphInstantiate(&exec, g, 1ull << 20), &err);
  printf("unknown instantiation flag: %s\n", err);

  CU(cuGraphExecDestroy(captured_exec));
  CU(cuGraphExecDestroy(outer_exec));
  CU(cuGraphExecDestroy(exec));
  CU(cuGraphDestroy(captured));
  CU(cuGraphDestroy(outer));
  CU(cuGraphDestroy(g));
  CU(cuStreamDestroy(s));
  printf("done\n");
  return 0;
}
