// A CUDA graph built node by node (kernel, memset, 1D copies, a host node, an empty join node,
// dependencies given explicitly) and launched several times; stream-ordered allocation from
// the device's default memory pool with its release threshold set.
#include <cstdio>

__global__ void fill_index(int* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += i;
}
__global__ void add_to(int* a, const int* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += b[i];
}

static int runs = 0;
static void CUDART_CB count(void*) { runs++; }

int main() {
  const int n = 256;
  int *a, *b, h[n], seed[n];
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  for (int i = 0; i < n; i++) seed[i] = 1000;

  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNode_t clear, load, kernel1, kernel2, join, back, host;
  cudaMemsetParams mp = {};
  mp.dst = a; mp.value = 0; mp.elementSize = 4; mp.width = n; mp.height = 1;
  cudaGraphAddMemsetNode(&clear, g, nullptr, 0, &mp);
  cudaGraphAddMemcpyNode1D(&load, g, nullptr, 0, b, seed, sizeof seed, cudaMemcpyHostToDevice);
  int count_n = n;
  void* args1[] = {&a, &count_n};
  cudaKernelNodeParams kp = {};
  kp.func = (void*)fill_index; kp.gridDim = dim3(n / 64); kp.blockDim = dim3(64); kp.kernelParams = args1;
  cudaGraphAddKernelNode(&kernel1, g, &clear, 1, &kp);
  void* args2[] = {&a, &b, &count_n};
  kp.func = (void*)add_to; kp.kernelParams = args2;
  cudaGraphNode_t both[2] = {kernel1, load};
  cudaGraphAddKernelNode(&kernel2, g, both, 2, &kp);
  cudaGraphAddEmptyNode(&join, g, &kernel2, 1);
  cudaGraphAddMemcpyNode1D(&back, g, &join, 1, h, a, sizeof h, cudaMemcpyDeviceToHost);
  cudaHostNodeParams hp = {count, nullptr};
  cudaGraphAddHostNode(&host, g, &back, 1, &hp);
  size_t nodes = 0;
  cudaGraphGetNodes(g, nullptr, &nodes);
  printf("nodes: %zu\n", nodes);

  cudaGraphExec_t exec;
  printf("instantiate: %s\n", cudaGetErrorString(cudaGraphInstantiate(&exec, g, 0)));
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int r = 0; r < 3; r++) {
    seed[0] = 1000 * (r + 1);
    cudaGraphLaunch(exec, s);
    cudaStreamSynchronize(s);
    printf("run %d: h[0]=%d h[255]=%d host node runs %d\n", r, h[0], h[255], runs);
  }
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(g);

  cudaMemPool_t pool;
  printf("default pool: %s\n", cudaGetErrorString(cudaDeviceGetDefaultMemPool(&pool, 0)));
  unsigned long long threshold = ~0ull, read_back = 0;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &read_back);
  printf("release threshold kept: %d\n", read_back == threshold);
  int* p;
  printf("alloc from pool: %s\n", cudaGetErrorString(cudaMallocFromPoolAsync(&p, 1 << 20, pool, s)));
  cudaMemsetAsync(p, 0, 1 << 20, s);
  cudaFreeAsync(p, s);
  printf("sync: %s\n", cudaGetErrorString(cudaStreamSynchronize(s)));
  cudaStreamDestroy(s);
  return 0;
}
