// Graph memory nodes: allocation and free nodes made explicitly and by capturing
// cudaMallocAsync/cudaFreeAsync, addresses fixed per node and reused after a free, frees outside
// the graph, the device's graph memory figures and trimming, and the errors CUDA gives.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#define P(x) printf("%-60s -> %d\n", #x, (int)(x))
static void attrs(const char* when) {
  size_t v[4];
  for (int a = 0; a < 4; a++) cudaDeviceGetGraphMemAttribute(0, (cudaGraphMemAttributeType)a, &v[a]);
  printf("%-28s used %zu usedHigh %zu reserved %zu reservedHigh %zu\n", when, v[0], v[1], v[2], v[3]);
}
static cudaMemAllocNodeParams params(size_t bytes) {
  cudaMemAllocNodeParams p; memset(&p, 0, sizeof p);
  p.bytesize = bytes; p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.id = 0; p.poolProps.location.type = cudaMemLocationTypeDevice;
  return p;
}
__global__ void fill(int* p, int v) { p[threadIdx.x] = v; }
int main() {
  cudaFree(0);
  attrs("start");
  cudaGraph_t g; cudaGraphCreate(&g, 0);
  cudaMemAllocNodeParams p = params(1000);
  cudaGraphNode_t a;
  P(cudaGraphAddMemAllocNode(&a, g, NULL, 0, &p));
  void* pa = p.dptr;
  printf("ptr aligned 256: %d\n", (int)((size_t)pa % 256 == 0));
  cudaGraphNodeType t; cudaGraphNodeGetType(a, &t); printf("alloc type %d\n", (int)t);
  attrs("after add alloc node");
  cudaMemAllocNodeParams back; memset(&back, 0, sizeof back);
  P(cudaGraphMemAllocNodeGetParams(a, &back));
  printf("back bytes %zu same ptr %d loc %d/%d allocType %d accessCount %zu\n", back.bytesize, (int)(back.dptr == pa), (int)back.poolProps.location.type, back.poolProps.location.id, (int)back.poolProps.allocType, back.accessDescCount);
  cudaGraphExec_t e;
  P(cudaGraphInstantiate(&e, g, 0));
  attrs("after instantiate");
  cudaGraphExec_t e2;
  P(cudaGraphInstantiate(&e2, g, 0));
  P(cudaGraphLaunch(e, 0));
  P(cudaDeviceSynchronize());
  attrs("after launch (no free)");
  P(cudaGraphLaunch(e, 0));
  P(cudaDeviceSynchronize());
  P(cudaGetLastError());
  P(cudaFree(pa));
  attrs("after cudaFree");
  P(cudaFree(pa));
  P(cudaGetLastError());
  P(cudaDeviceGraphMemTrim(0));
  attrs("after trim");
  P(cudaGraphLaunch(e, 0));
  P(cudaDeviceSynchronize());
  attrs("relaunch");
  P(cudaFreeAsync(pa, 0));
  P(cudaDeviceSynchronize());
  attrs("after freeAsync");
  size_t zero = 0;
  P(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
  attrs("after reset high");
  P(cudaDeviceGraphMemTrim(0));
  attrs("after trim 2");
  // alloc + free in one graph, address reuse.
  cudaGraph_t g2; cudaGraphCreate(&g2, 0);
  cudaMemAllocNodeParams q = params(4 << 20);
  cudaGraphNode_t a1, f1, a2, f2, k;
  P(cudaGraphAddMemAllocNode(&a1, g2, NULL, 0, &q)); void* p1 = q.dptr;
  int* ip = (int*)p1; void* args[2] = {&ip, &zero};
  cudaKernelNodeParams kp = {0}; kp.func = (void*)fill; kp.gridDim = dim3(1); kp.blockDim = dim3(32); kp.kernelParams = args;
  P(cudaGraphAddKernelNode(&k, g2, &a1, 1, &kp));
  P(cudaGraphAddMemFreeNode(&f1, g2, &k, 1, p1));
  cudaGraphNodeGetType(f1, &t); printf("free type %d\n", (int)t);
  void* fp = 0; P(cudaGraphMemFreeNodeGetParams(f1, &fp)); printf("free param same %d\n", (int)(fp == p1));
  P(cudaGraphAddMemAllocNode(&a2, g2, &f1, 1, &q)); void* p2 = q.dptr;
  printf("reuse after free dep: %d\n", (int)(p1 == p2));
  cudaGraphNode_t a3; P(cudaGraphAddMemAllocNode(&a3, g2, NULL, 0, &q));
  printf("no dep same as p1: %d same as p2: %d\n", (int)(q.dptr == p1), (int)(q.dptr == p2));
  P(cudaGraphAddMemFreeNode(&f2, g2, &a2, 1, p2));
  P(cudaGraphAddMemFreeNode(&f2, g2, &a2, 1, p2));
  P(cudaGraphAddMemFreeNode(&f2, g2, NULL, 0, (char*)p2 + 4));
  cudaGraph_t cl; P(cudaGraphClone(&cl, g2));
  cudaGraphExec_t e3; P(cudaGraphInstantiate(&e3, g2, 0));
  attrs("g2 instantiated");
  P(cudaGraphLaunch(e3, 0)); P(cudaDeviceSynchronize());
  attrs("g2 launched");
  P(cudaGraphLaunch(e3, 0)); P(cudaDeviceSynchronize());
  attrs("g2 launched again");
  P(cudaGraphExecDestroy(e3));
  P(cudaGraphDestroy(g2));
  P(cudaDeviceGraphMemTrim(0));
  attrs("g2 destroyed, trimmed");
  // zero bytes
  cudaGraph_t g3; cudaGraphCreate(&g3, 0);
  cudaMemAllocNodeParams z = params(0); cudaGraphNode_t az;
  P(cudaGraphAddMemAllocNode(&az, g3, NULL, 0, &z));
  cudaMemAllocNodeParams bad = params(100); bad.poolProps.allocType = cudaMemAllocationTypeInvalid;
  P(cudaGraphAddMemAllocNode(&az, g3, NULL, 0, &bad));
  P(cudaGraphAddMemFreeNode(&az, g3, NULL, 0, (void*)0x1234));
  int* plain; cudaMalloc(&plain, 64);
  P(cudaGraphAddMemFreeNode(&az, g3, NULL, 0, plain));
  // capture
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t cg; int* cp;
  int* host; cudaMallocHost(&host, 32 * sizeof(int));
  P(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  P(cudaMallocAsync(&cp, 256, s));
  fill<<<1, 32, 0, s>>>(cp, 7);
  P(cudaMemcpyAsync(host, cp, 32 * sizeof(int), cudaMemcpyDeviceToHost, s));
  P(cudaFreeAsync(cp, s));
  P(cudaStreamEndCapture(s, &cg));
  size_t n = 0; cudaGraphGetNodes(cg, NULL, &n); cudaGraphNode_t nodes[8]; cudaGraphGetNodes(cg, nodes, &n);
  for (size_t i = 0; i < n; i++) { cudaGraphNodeGetType(nodes[i], &t); printf("captured node %zu type %d\n", i, (int)t); }
  cudaGraphExec_t ce; P(cudaGraphInstantiate(&ce, cg, 0));
  P(cudaGraphLaunch(ce, s)); P(cudaGraphLaunch(ce, s)); P(cudaStreamSynchronize(s));
  attrs("captured ran twice");
  int sum = 0; for (int i = 0; i < 32; i++) sum += host[i];
  printf("captured kernel wrote %d\n", sum);
  return 0;
}
