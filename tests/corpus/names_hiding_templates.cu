// A name that a template in another namespace (or the standard library: std::rank after
// <vector>) also has, as a local, a member or a variable, compared with `<`.
#include <cstdio>
#include <vector>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
namespace ns { template <class T> struct gizmo {}; template <int N> struct extent {}; }
struct Tile { int rank; __device__ bool below(int d) const { return rank < d; } };
__device__ int extent = 3;
__device__ int f(int x) { return extent < x ? 1 : 0; }
__global__ void k(int* o) {
  Tile t{2};
  cg::thread_block b = cg::this_thread_block();
  o[0] = t.below(5) * 100 + f(4) * 10 + (b.thread_rank() < 1);
}
int main() { int* o; cudaMallocManaged(&o, 4); k<<<1, 1>>>(o); cudaDeviceSynchronize(); printf("%d\n", o[0]); }
