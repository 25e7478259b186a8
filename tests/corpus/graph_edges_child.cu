// Graph structure: a child graph as a node, dependencies added after the nodes, the edges and
// each node's dependencies read back.
#include <cstdio>

__global__ void scale(int* a, int s) { a[threadIdx.x] *= s; }
__global__ void add(int* a, int v) { a[threadIdx.x] += v; }

int main() {
  int* a;
  cudaMalloc(&a, 4 * sizeof(int));
  cudaMemset(a, 0, 4 * sizeof(int));
  cudaKernelNodeParams p = {};
  p.gridDim = dim3(1);
  p.blockDim = dim3(4);
  int one = 1, three = 3, ten = 10;

  // The child: add 1, then times 3.
  cudaGraph_t child;
  cudaGraphCreate(&child, 0);
  cudaGraphNode_t c1, c2;
  void* add_one[] = {&a, &one};
  void* times_three[] = {&a, &three};
  p.func = (void*)add;
  p.kernelParams = add_one;
  cudaGraphAddKernelNode(&c1, child, nullptr, 0, &p);
  p.func = (void*)scale;
  p.kernelParams = times_three;
  cudaGraphAddKernelNode(&c2, child, &c1, 1, &p);

  // The parent: add 10 and the child, then (a dependency added afterwards) the child after it.
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNode_t first, sub;
  void* add_ten[] = {&a, &ten};
  p.func = (void*)add;
  p.kernelParams = add_ten;
  cudaGraphAddKernelNode(&first, g, nullptr, 0, &p);
  printf("child=%s\n", cudaGetErrorName(cudaGraphAddChildGraphNode(&sub, g, nullptr, 0, child)));
  printf("add dep=%s\n", cudaGetErrorName(cudaGraphAddDependencies(g, &first, &sub, nullptr, 1)));
  cudaGraphNodeType type;
  cudaGraphNodeGetType(sub, &type);
  printf("type=%d\n", (int)type);

  size_t edges = 0;
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &edges);
  cudaGraphNode_t from[4], to[4];
  cudaGraphGetEdges(g, from, to, nullptr, &edges);
  printf("edges=%zu first->sub=%d\n", edges, edges == 1 && from[0] == first && to[0] == sub);
  size_t deps = 0;
  cudaGraphNodeGetDependencies(sub, nullptr, nullptr, &deps);
  cudaGraphNode_t dep[4];
  cudaGraphNodeGetDependencies(sub, dep, nullptr, &deps);
  printf("deps of sub=%zu is first=%d\n", deps, deps == 1 && dep[0] == first);
  size_t roots = 0;
  cudaGraphGetRootNodes(g, nullptr, &roots);
  printf("roots=%zu\n", roots);

  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, g, 0);
  cudaGraphLaunch(exec, 0);
  int h[4];
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("after one launch: %d %d\n", h[0], h[3]);
  cudaGraphLaunch(exec, 0);
  cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("after two launches: %d %d\n", h[0], h[3]);
  printf("last=%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
