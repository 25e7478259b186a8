// Lanes of a shuffle with a partial mask go through it on their own; a full-warp shuffle that
// other lanes reached first waits for them, and later warp operations see every lane's value.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void shuffles(unsigned* out) {
  unsigned lane = threadIdx.x & 31, v = lane * 10 + 1;
  out[lane] = 0;
  if (lane & 1) out[lane] = __shfl_sync(0xaaaaaaaa, v, 1);
  out[32 + lane] = __shfl_sync(0xffffffff, v, 0);
  out[64 + lane] = __ballot_sync(0xffffffff, v > 100);
  if (lane >= 16) {
    cg::coalesced_group upper = cg::coalesced_threads();
    out[96 + lane] = upper.shfl(v, 0);
  } else {
    out[96 + lane] = 0;
  }
  out[128 + lane] = cg::reduce(cg::tiled_partition<32>(cg::this_thread_block()), v, cg::plus<unsigned>());
}

int main() {
  unsigned* d;
  cudaMalloc(&d, 160 * sizeof(unsigned));
  shuffles<<<1, 32>>>(d);
  unsigned h[160];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int row = 0; row < 5; row++) {
    for (int lane = 0; lane < 32; lane += 5) printf("%u ", h[row * 32 + lane]);
    printf("\n");
  }
  cudaFree(d);
  return 0;
}
