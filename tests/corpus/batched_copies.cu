// cudaMemcpyBatchAsync: copies of several directions in one call, attributes applying from
// an index on, the single-attribute C++ form, and every malformed batch (legacy stream, empty
// lists, attribute indices, access orders, flags, zero sizes, null arrays, ranges past the end).
#include <cstdio>
#include <type_traits>
#include <cuda_runtime.h>
static cudaError_t batch(void** d, void** s, size_t* z, size_t n, cudaMemcpyAttributes* a, size_t* ai, size_t na, cudaStream_t st) {
  return cudaMemcpyBatchAsync(d, s, z, n, a, ai, na, st);
}
int main() {
  setvbuf(stdout, nullptr, _IONBF, 0);
  cudaStream_t st; cudaStreamCreate(&st);
  int h[3][64]; for (int i = 0; i < 3; ++i) for (int j = 0; j < 64; ++j) h[i][j] = i * 100 + j;
  int *d0, *d1, *d2; cudaMalloc(&d0, 256); cudaMalloc(&d1, 256); cudaMalloc(&d2, 256);
  int back[64] = {};
  void* dsts[3] = {d0, d1, d2}; void* srcs[3] = {h[0], h[1], h[2]}; size_t sizes[3] = {256, 256, 128};
  cudaMemcpyAttributes at[2] = {}; at[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  at[0].srcLocHint.type = cudaMemLocationTypeHost; at[0].dstLocHint.type = cudaMemLocationTypeDevice;
  size_t idx[2] = {0, 2};
  at[1] = at[0]; at[1].srcAccessOrder = cudaMemcpySrcAccessOrderAny;
  cudaError_t e = batch(dsts, srcs, sizes, 3, at, idx, 2, st);
  printf("batch h2d: %s\n", cudaGetErrorName(e));
  cudaStreamSynchronize(st);
  cudaMemcpy(back, d2, 256, cudaMemcpyDeviceToHost); printf("d2[31]=%d d2[32]=%d\n", back[31], back[32]);
  cudaMemcpy(back, d1, 256, cudaMemcpyDeviceToHost); printf("d1[63]=%d\n", back[63]);
  e = batch(dsts, srcs, sizes, 3, at, idx, 1, 0);
  printf("legacy stream: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(dsts, srcs, sizes, 3, at, idx, 1, cudaStreamPerThread);
  printf("per-thread stream: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  cudaDeviceSynchronize();
  e = batch(dsts, srcs, sizes, 0, at, idx, 1, st);
  printf("count 0: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(dsts, srcs, sizes, 3, at, idx, 0, st);
  printf("numAttrs 0: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(dsts, srcs, sizes, 1, at, idx, 2, st);
  printf("numAttrs > count: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  size_t idx1[2] = {1, 2};
  e = batch(dsts, srcs, sizes, 3, at, idx1, 2, st);
  printf("first idx 1: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  size_t idx2[2] = {0, 0};
  e = batch(dsts, srcs, sizes, 3, at, idx2, 2, st);
  printf("idx not increasing: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  size_t idx3[2] = {0, 5};
  e = batch(dsts, srcs, sizes, 3, at, idx3, 2, st);
  printf("idx past count: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  cudaMemcpyAttributes bad = {};
  e = batch(dsts, srcs, sizes, 3, &bad, idx, 1, st);
  printf("order invalid: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  bad.srcAccessOrder = (cudaMemcpySrcAccessOrder)7;
  e = batch(dsts, srcs, sizes, 3, &bad, idx, 1, st);
  printf("order 7: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  bad = at[0]; bad.flags = 5;
  e = batch(dsts, srcs, sizes, 3, &bad, idx, 1, st);
  printf("flags 5: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  bad.flags = cudaMemcpyFlagPreferOverlapWithCompute;
  e = batch(dsts, srcs, sizes, 3, &bad, idx, 1, st);
  printf("flags overlap: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(nullptr, srcs, sizes, 3, at, idx, 1, st);
  printf("null dsts: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  size_t zs[3] = {0, 256, 4};
  e = batch(dsts, srcs, zs, 3, at, idx, 1, st);
  printf("a zero size: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  void* d2d_dst[2] = {d0, (char*)d1 + 4}; void* d2d_src[2] = {d2, d2}; size_t d2d_size[2] = {16, 8};
  cudaMemcpyAttributes dd = {}; dd.srcAccessOrder = cudaMemcpySrcAccessOrderStream; dd.srcLocHint.type = cudaMemLocationTypeDevice; dd.dstLocHint.type = cudaMemLocationTypeDevice;
  size_t z0 = 0;
  e = batch(d2d_dst, d2d_src, d2d_size, 2, &dd, &z0, 1, st);
  printf("d2d: %s\n", cudaGetErrorName(e)); cudaStreamSynchronize(st);
  cudaMemcpy(back, d1, 16, cudaMemcpyDeviceToHost); printf("d1 = %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  void* past[1] = {(char*)d0 + 200}; size_t ps[1] = {128};
  e = batch(past, srcs, ps, 1, at, idx, 1, st);
  printf("past end of alloc: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = cudaStreamSynchronize(st);
  printf("sync: %s\n", cudaGetErrorName(e));
  // the single-attribute C++ form
  e = cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, at[0], st);
  printf("single-attr form: %s\n", cudaGetErrorName(e)); cudaStreamSynchronize(st);
  // 3 copies, attrs idx only 0; numAttrs==count
  cudaMemcpyAttributes three[3] = {at[0], at[0], at[0]}; size_t i3[3] = {0, 1, 2};
  e = batch(dsts, srcs, sizes, 3, three, i3, 3, st);
  printf("numAttrs==count: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(dsts, srcs, sizes, 3, three, nullptr, 1, st);
  printf("null idx: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  e = batch(dsts, srcs, sizes, 3, nullptr, i3, 1, st);
  printf("null attrs: %s\n", cudaGetErrorName(e)); cudaGetLastError();
  return 0;
}
