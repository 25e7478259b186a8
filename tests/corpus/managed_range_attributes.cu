// Managed memory advice read back: cudaMemAdvise and cudaMemPrefetchAsync recorded per 4 KiB page
// (a range touching part of a page advises all of it), cudaMemRangeGetAttribute(s) answering
// what every page of the range shares (read-mostly, preferred location, accessed-by list, last
// prefetch location, and the location-typed forms), and the invalid values: buffer sizes,
// attributes, empty ranges, ranges past the allocation, memory that is not managed.
#include <cstdio>
#include <cuda_runtime.h>
static char* m;
static int q1(const char* what, cudaMemRangeAttribute a, size_t off, size_t n, size_t ds = 4) {
  int out[4] = {-99, -99, -99, -99};
  cudaError_t e = cudaMemRangeGetAttribute(out, ds, a, m + off, n);
  printf("%-28s attr %d [%zu,+%zu) ds %zu: %s  %d %d %d %d\n", what, (int)a, off, n, ds, cudaGetErrorName(e), out[0], out[1], out[2], out[3]);
  return 0;
}
static void all(const char* what, size_t off, size_t n) {
  for (int a = 1; a <= 8; ++a) q1(what, (cudaMemRangeAttribute)a, off, n, a == 3 ? 12 : 4);
}
int main() {
  size_t sz = 1 << 20;
  cudaMallocManaged(&m, sz);
  cudaMemLocation dev{cudaMemLocationTypeDevice, 0}, host{cudaMemLocationTypeHost, 0};
  all("fresh", 0, sz);
  cudaError_t e = cudaMemAdvise(m + 100, 10, cudaMemAdviseSetReadMostly, dev);
  printf("advise rm [100,+10): %s\n", cudaGetErrorName(e));
  q1("rm page0", cudaMemRangeAttributeReadMostly, 0, 4096);
  q1("rm page0 part", cudaMemRangeAttributeReadMostly, 200, 10);
  q1("rm page0+1", cudaMemRangeAttributeReadMostly, 0, 8192);
  q1("rm page1", cudaMemRangeAttributeReadMostly, 4096, 1);
  q1("rm 64k", cudaMemRangeAttributeReadMostly, 60000, 10);
  q1("rm 2m", cudaMemRangeAttributeReadMostly, 0, 65536);
  e = cudaMemAdvise(m, 8192, cudaMemAdviseSetPreferredLocation, dev);
  printf("advise pref dev [0,8192): %s\n", cudaGetErrorName(e));
  e = cudaMemAdvise(m + 8192, 4096, cudaMemAdviseSetPreferredLocation, host);
  printf("advise pref host [8192,+4096): %s\n", cudaGetErrorName(e));
  all("pref 0..8192", 0, 8192);
  all("pref 8192..", 8192, 4096);
  all("pref 0..12288", 0, 12288);
  all("pref 16384..", 16384, 4096);
  e = cudaMemAdvise(m, sz, cudaMemAdviseSetAccessedBy, dev);
  printf("advise accessed dev all: %s\n", cudaGetErrorName(e));
  e = cudaMemAdvise(m, 4096, cudaMemAdviseSetAccessedBy, host);
  printf("advise accessed host page0: %s\n", cudaGetErrorName(e));
  q1("acc all ds4", cudaMemRangeAttributeAccessedBy, 0, sz, 4);
  q1("acc all ds16", cudaMemRangeAttributeAccessedBy, 0, sz, 16);
  q1("acc page0 ds16", cudaMemRangeAttributeAccessedBy, 0, 4096, 16);
  q1("acc page1 ds16", cudaMemRangeAttributeAccessedBy, 4096, 4096, 16);
  e = cudaMemAdvise(m, sz, cudaMemAdviseUnsetAccessedBy, dev);
  printf("unset accessed dev all: %s\n", cudaGetErrorName(e));
  q1("acc page0 after unset", cudaMemRangeAttributeAccessedBy, 0, 4096, 16);
  q1("acc all after unset", cudaMemRangeAttributeAccessedBy, 0, sz, 16);
  e = cudaMemPrefetchAsync(m, sz, dev, 0, 0);
  cudaDeviceSynchronize();
  printf("prefetch dev: %s\n", cudaGetErrorName(e));
  all("after prefetch dev", 0, sz);
  e = cudaMemPrefetchAsync(m, sz / 2, host, 0, 0);
  cudaDeviceSynchronize();
  printf("prefetch host half: %s\n", cudaGetErrorName(e));
  all("after prefetch host half", 0, sz);
  all("second half", sz / 2, sz / 2);
  all("first half", 0, sz / 2);
  e = cudaMemAdvise(m, sz, cudaMemAdviseUnsetReadMostly, dev);
  e = cudaMemAdvise(m, sz, cudaMemAdviseUnsetPreferredLocation, dev);
  all("after unsets", 0, sz);
  // errors
  q1("ds0", cudaMemRangeAttributeReadMostly, 0, 4096, 0);
  q1("ds3", cudaMemRangeAttributeReadMostly, 0, 4096, 3);
  q1("ds8 rm", cudaMemRangeAttributeReadMostly, 0, 4096, 8);
  q1("ds6 acc", cudaMemRangeAttributeAccessedBy, 0, 4096, 6);
  q1("n0", cudaMemRangeAttributeReadMostly, 0, 0);
  q1("past end", cudaMemRangeAttributeReadMostly, sz - 4096, 8192);
  q1("attr0", (cudaMemRangeAttribute)0, 0, 4096);
  q1("attr9", (cudaMemRangeAttribute)9, 0, 4096);
  int out = -99;
  e = cudaMemRangeGetAttribute(nullptr, 4, cudaMemRangeAttributeReadMostly, m, 4096);
  printf("null data: %s\n", cudaGetErrorName(e));
  char* d; cudaMalloc(&d, 8192);
  e = cudaMemRangeGetAttribute(&out, 4, cudaMemRangeAttributeReadMostly, d, 4096);
  printf("device mem: %s %d\n", cudaGetErrorName(e), out);
  char* h; cudaMallocHost(&h, 8192);
  e = cudaMemRangeGetAttribute(&out, 4, cudaMemRangeAttributeReadMostly, h, 4096);
  printf("pinned mem: %s %d\n", cudaGetErrorName(e), out);
  static char stat[8192];
  e = cudaMemRangeGetAttribute(&out, 4, cudaMemRangeAttributeReadMostly, stat, 4096);
  printf("host mem: %s %d\n", cudaGetErrorName(e), out);
  cudaGetLastError();
  // plural
  cudaMemAdvise(m, 4096, cudaMemAdviseSetReadMostly, dev);
  cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, dev);
  int rm = -99, pref = -99, acc[3] = {-99, -99, -99};
  void* datas[3] = {&rm, &pref, acc};
  size_t sizes[3] = {4, 4, 12};
  cudaMemRangeAttribute attrs[3] = {cudaMemRangeAttributeReadMostly, cudaMemRangeAttributePreferredLocation, cudaMemRangeAttributeAccessedBy};
  e = cudaMemRangeGetAttributes(datas, sizes, attrs, 3, m, 4096);
  printf("plural: %s rm %d pref %d acc %d %d %d\n", cudaGetErrorName(e), rm, pref, acc[0], acc[1], acc[2]);
  sizes[0] = 3;
  e = cudaMemRangeGetAttributes(datas, sizes, attrs, 3, m, 4096);
  printf("plural bad size: %s\n", cudaGetErrorName(e));
  e = cudaMemRangeGetAttributes(datas, sizes, attrs, 0, m, 4096);
  printf("plural zero: %s\n", cudaGetErrorName(e));
  // second allocation adjacent? query spanning two allocations
  char* m2; cudaMallocManaged(&m2, 4096);
  e = cudaMemRangeGetAttribute(&out, 4, cudaMemRangeAttributeReadMostly, m2, 4096);
  printf("m2: %s %d\n", cudaGetErrorName(e), out);
  e = cudaMemAdvise(m2 + 4000, 200, cudaMemAdviseSetReadMostly, dev);
  printf("advise past end of small alloc: %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  printf("last: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
