// cooperative_groups: invoke_one and invoke_one_broadcast on tiles, match_all, reduce of doubles.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void k(int* out, double* dout) {
  auto b = cg::this_thread_block();
  auto t = cg::tiled_partition<32>(b);
  auto t8 = cg::tiled_partition<8>(b);
  __shared__ int counter;
  if (b.thread_rank() == 0) counter = 0;
  b.sync();
  cg::invoke_one(t, [&] { atomicAdd(&counter, 1); });             // once per warp
  b.sync();
  int ticket = cg::invoke_one_broadcast(t8, [&] { return atomicAdd(&counter, 100); });
  b.sync();
  int i = threadIdx.x;
  int pred = 0;
  unsigned m = t.match_all(i / 32, pred);                           // all lanes equal value -> full mask
  int pred2 = 0;
  unsigned m2 = t.match_all(i % 2, pred2);
  out[i * 4 + 0] = counter;
  out[i * 4 + 1] = (ticket % 100 == (int)(blockDim.x / 32) ? 1 : 0);   // warp increments happened before
  out[i * 4 + 2] = (int)m ^ pred;
  out[i * 4 + 3] = (int)m2 + pred2 * 7;
  double v = (i % 7) * 0.25 - 1.0 + (i & 1) * 1e-3 * 0.0;           // exactly representable values
  dout[i] = cg::reduce(t, v, cg::plus<double>()) + cg::reduce(t8, v * 2, cg::greater<double>());
}
int main() {
  const int n = 128;
  int* d; double* dd; cudaMalloc(&d, n * 16); cudaMalloc(&dd, n * 8);
  k<<<1, n>>>(d, dd);
  printf("sync=%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  int h[n * 4]; double hd[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  printf("counter=%d\n", h[0]);
  int ok1 = 0; for (int i = 0; i < n; i++) ok1 += h[i * 4 + 1];
  printf("tickets valid=%d\n", ok1);
  for (int i = 0; i < n; i += 13) printf("t%d: matchall=%08x m2=%d red=%.17g\n", i, (unsigned)h[i * 4 + 2], h[i * 4 + 3], hd[i]);
}
