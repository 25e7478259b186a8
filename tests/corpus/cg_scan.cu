// cooperative_groups::inclusive_scan and exclusive_scan in warp tiles of 32 and 8 and in a
// coalesced group, with the default sum and with other operators; then a block-wide scan
// built from warp scans (the textbook two-level scheme).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void tiles(const int* in, int* out) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  auto eight = cg::tiled_partition<8>(block);
  int t = threadIdx.x, v = in[t];
  out[t] = cg::inclusive_scan(warp, v);
  out[64 + t] = cg::exclusive_scan(warp, v);
  out[128 + t] = cg::inclusive_scan(eight, v, cg::greater<int>());
  out[192 + t] = cg::exclusive_scan(eight, v, cg::bit_xor<int>());
  if (v % 3 == 0) {
    auto odd = cg::coalesced_threads();
    out[256 + t] = cg::inclusive_scan(odd, v);
  } else {
    out[256 + t] = -1;
  }
}

__global__ void block_scan(const int* in, int* out, int n) {
  __shared__ int warp_totals[32];
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = cg::inclusive_scan(warp, v);
  if (warp.thread_rank() == 31) warp_totals[warp.meta_group_rank()] = s;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = threadIdx.x < blockDim.x / 32 ? warp_totals[threadIdx.x] : 0;
    warp_totals[threadIdx.x] = cg::exclusive_scan(warp, w);
  }
  block.sync();
  if (i < n) out[i] = s + warp_totals[warp.meta_group_rank()];
}

int main() {
  int h[64];
  for (int i = 0; i < 64; i++) h[i] = (i * 7 + 3) % 10;
  int *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, 320 * sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  tiles<<<1, 64>>>(d, o);
  int r[320];
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  const char* names[5] = {"inclusive", "exclusive", "max in 8", "xor in 8", "coalesced"};
  for (int s = 0; s < 5; s++) {
    printf("%s:", names[s]);
    for (int t = 0; t < 64; t++) printf(" %d", r[64 * s + t]);
    printf("\n");
  }

  const int n = 1000;
  int big[n], expect = 0, bad = 0;
  for (int i = 0; i < n; i++) big[i] = i % 5;
  int *bi, *bo, res[n];
  cudaMalloc(&bi, sizeof big);
  cudaMalloc(&bo, sizeof big);
  cudaMemcpy(bi, big, sizeof big, cudaMemcpyHostToDevice);
  block_scan<<<1, 1024>>>(bi, bo, n);
  cudaMemcpy(res, bo, sizeof res, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) {
    expect += big[i];
    bad += res[i] != expect;
  }
  printf("block scan of %d: last %d, %d wrong\n", n, res[n - 1], bad);
}
