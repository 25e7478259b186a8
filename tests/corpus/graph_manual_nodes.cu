// Graphs built node by node: a memset node of 4-byte elements, kernels, a copy and a host
// function, with their types and root nodes, instantiated and launched several times.
#include <cstdio>
static int hostCounter = 0;
void CUDART_CB hostfn(void* p) { hostCounter += *(int*)p; }
__global__ void axpb(int* a, int n, int m, int b) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) a[i] = a[i] * m + b; }
int main() {
  const int n = 256;
  int *a, *c; cudaMalloc(&a, n * 4); cudaMalloc(&c, n * 4);
  cudaGraph_t g; cudaGraphCreate(&g, 0);
  cudaGraphNode_t ms, k1, k2, cp, hn;
  cudaMemsetParams mp = {};
  mp.dst = a; mp.value = 2; mp.elementSize = 4; mp.width = n; mp.height = 1; mp.pitch = 0;
  printf("memset=%s\n", cudaGetErrorName(cudaGraphAddMemsetNode(&ms, g, nullptr, 0, &mp)));
  int nn = n, m1 = 3, b1 = 1;
  void* args1[] = {&a, &nn, &m1, &b1};
  cudaKernelNodeParams kp = {};
  kp.func = (void*)axpb; kp.gridDim = dim3(2); kp.blockDim = dim3(128); kp.kernelParams = args1;
  printf("k1=%s\n", cudaGetErrorName(cudaGraphAddKernelNode(&k1, g, &ms, 1, &kp)));
  int m2 = -2, b2 = 100;
  void* args2[] = {&a, &nn, &m2, &b2};
  kp.kernelParams = args2;
  printf("k2=%s\n", cudaGetErrorName(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp)));
  printf("cp=%s\n", cudaGetErrorName(cudaGraphAddMemcpyNode1D(&cp, g, &k2, 1, c, a, n * 4, cudaMemcpyDeviceToDevice)));
  int inc = 5;
  cudaHostNodeParams hp = {}; hp.fn = hostfn; hp.userData = &inc;
  printf("host=%s\n", cudaGetErrorName(cudaGraphAddHostNode(&hn, g, &cp, 1, &hp)));
  size_t cnt = 0; cudaGraphGetNodes(g, nullptr, &cnt);
  size_t roots = 0; cudaGraphGetRootNodes(g, nullptr, &roots);
  printf("nodes=%zu roots=%zu\n", cnt, roots);
  cudaGraphNodeType t;
  cudaGraphNodeGetType(ms, &t); printf("types: %d", (int)t);
  cudaGraphNodeGetType(k1, &t); printf(" %d", (int)t);
  cudaGraphNodeGetType(cp, &t); printf(" %d", (int)t);
  cudaGraphNodeGetType(hn, &t); printf(" %d\n", (int)t);
  cudaGraphExec_t ge;
  printf("inst=%s\n", cudaGetErrorName(cudaGraphInstantiate(&ge, g, 0)));
  int h[n];
  for (int r = 0; r < 2; r++) {
    cudaGraphLaunch(ge, 0);
    cudaDeviceSynchronize();
    cudaMemcpy(h, c, sizeof h, cudaMemcpyDeviceToHost);
    printf("run %d: c0=%d c255=%d host=%d\n", r, h[0], h[255], hostCounter);
  }
  // update k2 parameters in the executable graph
  int m3 = 10, b3 = -7;
  void* args3[] = {&a, &nn, &m3, &b3};
  kp.kernelParams = args3;
  printf("setparams=%s\n", cudaGetErrorName(cudaGraphExecKernelNodeSetParams(ge, k2, &kp)));
  cudaGraphLaunch(ge, 0); cudaDeviceSynchronize();
  cudaMemcpy(h, c, sizeof h, cudaMemcpyDeviceToHost);
  printf("updated: c0=%d host=%d\n", h[0], hostCounter);
  // clone of the original graph still has the old parameters
  cudaGraph_t cl; cudaGraphClone(&cl, g);
  cudaGraphExec_t ce; cudaGraphInstantiate(&ce, cl, 0);
  cudaGraphLaunch(ce, 0); cudaDeviceSynchronize();
  cudaMemcpy(h, c, sizeof h, cudaMemcpyDeviceToHost);
  printf("clone: c0=%d host=%d\n", h[0], hostCounter);
  printf("err=%s\n", cudaGetErrorName(cudaGetLastError()));
}
