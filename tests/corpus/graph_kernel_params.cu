// A captured kernel node's parameters read back (as CUDA's Jacobi graph sample does), changed,
// and set in the instantiated graph.
#include <cstdio>

__global__ void axpb(float* x, float a, int b) { x[threadIdx.x] = x[threadIdx.x] * a + b; }

int main() {
  float* x;
  cudaMalloc(&x, 32 * sizeof(float));
  cudaMemset(x, 0, 32 * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  axpb<<<1, 32, 0, s>>>(x, 2.0f, 3);
  cudaStreamEndCapture(s, &g);

  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphNode_t nodes[4];
  cudaGraphGetNodes(g, nodes, &n);
  cudaGraphNodeType type;
  cudaGraphNodeGetType(nodes[0], &type);
  cudaKernelNodeParams p;
  printf("get=%s nodes=%zu type=%d\n", cudaGetErrorName(cudaGraphKernelNodeGetParams(nodes[0], &p)), n, (int)type);
  printf("func=%d grid=%u block=%u shared=%u\n", p.func == (void*)axpb, p.gridDim.x, p.blockDim.x, p.sharedMemBytes);
  printf("args: same x=%d a=%g b=%d\n", *(float**)p.kernelParams[0] == x, *(float*)p.kernelParams[1], *(int*)p.kernelParams[2]);

  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, g, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  float h[32];
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  printf("launch: %g\n", h[5]);

  // New arguments for the instantiated graph, built from the ones read back.
  float a = 10.0f;
  int b = -1;
  void* args[] = {p.kernelParams[0], &a, &b};
  p.kernelParams = args;
  printf("set=%s\n", cudaGetErrorName(cudaGraphExecKernelNodeSetParams(exec, nodes[0], &p)));
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  printf("launch: %g\n", h[5]);
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
