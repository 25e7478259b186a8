// cuMemcpyBatchAsync: host-to-device and device-to-device copies in one call, attributes
// applying from an index on, a kernel over what was copied, and malformed batches (legacy
// stream, attribute indices, access orders, zero sizes, null arrays).
#include <cuda.h>
#include <cstdio>

__global__ void total(const int* x, int n, int* out) {
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) s += x[i];
  atomicAdd(out, s);
}

static const char* name(CUresult r) {
  const char* s = "?";
  cuGetErrorName(r, &s);
  return s;
}

int main() {
  setvbuf(stdout, nullptr, _IONBF, 0);
  int h[2][64];
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 64; ++j) h[i][j] = i * 1000 + j;
  CUmemcpyAttributes at[2] = {};
  size_t idx[2] = {0, 1};
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUstream st;
  cuStreamCreate(&st, CU_STREAM_NON_BLOCKING);
  CUdeviceptr a, b, c, sum;
  cuMemAlloc(&a, 256);
  cuMemAlloc(&b, 256);
  cuMemAlloc(&c, 256);
  cuMemAlloc(&sum, 4);
  cuMemsetD32(c, 0, 64);
  // The memset is in the legacy stream, which a non-blocking stream does not wait for.
  cuCtxSynchronize();

  CUdeviceptr dsts[2] = {a, b};
  CUdeviceptr srcs[2] = {(CUdeviceptr)h[0], (CUdeviceptr)h[1]};
  size_t sizes[2] = {256, 128};
  at[0].srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
  at[0].srcLocHint.type = CU_MEM_LOCATION_TYPE_HOST;
  at[0].dstLocHint.type = CU_MEM_LOCATION_TYPE_DEVICE;
  at[1] = at[0];
  at[1].srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL;
  printf("host to device: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 2, at, idx, 2, st)));

  CUdeviceptr d2d_dst[2] = {c, c + 128};
  CUdeviceptr d2d_src[2] = {a + 4, b};
  size_t d2d_size[2] = {64, 64};
  CUmemcpyAttributes dd = {};
  dd.srcAccessOrder = CU_MEMCPY_SRC_ACCESS_ORDER_ANY;
  size_t first = 0;
  printf("device to device: %s\n", name(cuMemcpyBatchAsync(d2d_dst, d2d_src, d2d_size, 2, &dd, &first, 1, st)));
  cuStreamSynchronize(st);
  int back[64];
  cuMemcpyDtoH(back, c, 256);
  printf("c[0]=%d c[15]=%d c[16]=%d c[32]=%d c[47]=%d\n", back[0], back[15], back[16], back[32], back[47]);

  cuMemsetD32(sum, 0, 1);
  total<<<1, 32>>>((const int*)c, 64, (int*)sum);
  int s = 0;
  cuCtxSynchronize();
  cuMemcpyDtoH(&s, sum, 4);
  printf("sum of c: %d\n", s);

  printf("legacy stream: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 2, at, idx, 1, nullptr)));
  printf("per-thread stream: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 2, at, idx, 1, CU_STREAM_PER_THREAD)));
  cuCtxSynchronize();
  size_t late[2] = {1, 1};
  printf("first index 1: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 2, at, late, 1, st)));
  CUmemcpyAttributes bad = {};
  printf("order invalid: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 2, &bad, idx, 1, st)));
  size_t zero[2] = {256, 0};
  printf("a zero size: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, zero, 2, at, idx, 1, st)));
  printf("null sources: %s\n", name(cuMemcpyBatchAsync(dsts, nullptr, sizes, 2, at, idx, 1, st)));
  printf("count 0: %s\n", name(cuMemcpyBatchAsync(dsts, srcs, sizes, 0, at, idx, 1, st)));
  printf("sync: %s\n", name(cuStreamSynchronize(st)));
  return 0;
}
