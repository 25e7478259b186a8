// corpus: warp votes and matches on every lane: __ballot_sync, __any/__all_sync, __activemask,
// __match_any_sync and __match_all_sync (its predicate too) on 32- and 64-bit values
#include <cstdio>
// warp vote and match: __ballot_sync, __any_sync, __all_sync, __activemask (converged warp), __match_any_sync,
// __match_all_sync, votes with partial member masks from uniform branches
__global__ void kern(const int* v, unsigned* o) {
  int t = threadIdx.x, l = t & 31;
  int x = v[t];
  unsigned* r = o + t * 10;
  r[0] = __ballot_sync(0xffffffffu, x > 10);
  r[1] = __any_sync(0xffffffffu, x == 17);
  r[2] = __all_sync(0xffffffffu, x >= 0);
  r[3] = __activemask();
  r[4] = __match_any_sync(0xffffffffu, x % 4);
  int pred = -1;
  r[5] = __match_all_sync(0xffffffffu, x / 100, &pred);
  r[6] = (unsigned)pred;
  r[7] = __match_any_sync(0xffffffffu, (long long)(x % 3) << 40);
  // votes over a subset: only even lanes participate (mask names exactly the participating lanes)
  if ((l & 1) == 0) {
    r[8] = __ballot_sync(0x55555555u, x & 1);
    r[9] = __all_sync(0x55555555u, x < 1000);
  } else { r[8] = 0; r[9] = 0; }
}
int main() {
  const int T = 64;
  int h[T];
  for (int t = 0; t < T; t++) h[t] = (t < 32) ? (t * 7) % 23 : 250 + (t % 5);
  h[40] = 17;
  int* d; unsigned* o; cudaMalloc(&d, sizeof(h)); cudaMallocManaged(&o, T * 10 * 4);
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  kern<<<1, T>>>(d, o); cudaDeviceSynchronize();
  for (int t = 0; t < T; t++) {
    printf("t%02d x=%3d:", t, h[t]);
    for (int j = 0; j < 10; j++) printf(" %08x", o[t * 10 + j]);
    printf("\n");
  }
  return 0;
}
