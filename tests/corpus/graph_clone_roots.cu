// A graph built node by node: its root nodes, a clone that runs the same work, and the
// original changed after the clone was made.
#include <cstdio>

__global__ void add(int* a, int v) { a[threadIdx.x] += v; }
__global__ void twice(int* a) { a[threadIdx.x] *= 2; }

int main() {
  int* a;
  cudaMalloc(&a, 4 * sizeof(int));
  cudaMemset(a, 0, 4 * sizeof(int));
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  int one = 1, ten = 10;
  void* args_one[] = {&a, &one};
  void* args_ten[] = {&a, &ten};
  void* args_twice[] = {&a};
  cudaKernelNodeParams p = {};
  p.gridDim = dim3(1);
  p.blockDim = dim3(4);
  cudaGraphNode_t first, second, last;
  p.func = (void*)add;
  p.kernelParams = args_one;
  cudaGraphAddKernelNode(&first, g, nullptr, 0, &p);
  p.kernelParams = args_ten;
  cudaGraphAddKernelNode(&second, g, nullptr, 0, &p);
  cudaGraphNode_t both[] = {first, second};
  p.func = (void*)twice;
  p.kernelParams = args_twice;
  cudaGraphAddKernelNode(&last, g, both, 2, &p);

  size_t n = 0, roots = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphGetRootNodes(g, nullptr, &roots);
  cudaGraphNode_t root_nodes[4];
  cudaGraphGetRootNodes(g, root_nodes, &roots);
  printf("nodes=%zu roots=%zu first=%d second=%d\n", n, roots,
         root_nodes[0] == first || root_nodes[1] == first, root_nodes[0] == second || root_nodes[1] == second);

  cudaGraph_t copy;
  printf("clone=%s\n", cudaGetErrorName(cudaGraphClone(&copy, g)));
  size_t copied = 0;
  cudaGraphGetNodes(copy, nullptr, &copied);
  printf("clone nodes=%zu\n", copied);

  // Changing the original leaves the clone as it was.
  int hundred = 100;
  void* args_hundred[] = {&a, &hundred};
  p.func = (void*)add;
  p.kernelParams = args_hundred;
  cudaGraphKernelNodeSetParams(second, &p);

  int h[4];
  cudaGraphExec_t e1, e2;
  cudaGraphInstantiate(&e1, copy, 0);
  cudaGraphInstantiate(&e2, g, 0);
  cudaGraphLaunch(e1, 0);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("clone run: %d %d\n", h[0], h[3]);
  cudaGraphLaunch(e2, 0);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("original run: %d %d\n", h[0], h[3]);
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
