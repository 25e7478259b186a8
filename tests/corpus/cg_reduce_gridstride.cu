#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void sumk(const int* in, int* out, int n) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  int s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += in[i];
  s = cg::reduce(tile, s, cg::plus<int>());
  if (tile.thread_rank() == 0) atomicAdd(out, s);
}
int main() {
  const int n = 1000; int h[n]; int e = 0; for (int i = 0; i < n; i++) { h[i] = i % 7; e += h[i]; }
  int *d, *o; cudaMalloc(&d, sizeof h); cudaMalloc(&o, 4); cudaMemset(o, 0, 4);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  sumk<<<3, 128>>>(d, o, n);
  int r; cudaMemcpy(&r, o, 4, cudaMemcpyDeviceToHost);
  printf("cg::reduce after grid-stride loop: %d expect %d %s\n", r, e, r == e ? "PASS" : "FAIL");
}
