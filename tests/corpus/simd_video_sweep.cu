// SIMD video intrinsics on 16- and 8-bit lanes (wrapping, saturating, averaging, absolute-difference, min/max, sums) on lane-edge and pseudo-random words
#include <cstdio>
#include <cuda_runtime.h>

typedef unsigned long long u64;
typedef long long i64;
typedef unsigned int u32;

#define R32(e) ((u64)(u32)(e))
#define R64(e) ((u64)(e))

#define FUNCS(X) \
  X(vabs2, R32(__vabs2(a))) \
  X(vabs4, R32(__vabs4(a))) \
  X(vabsss2, R32(__vabsss2(a))) \
  X(vabsss4, R32(__vabsss4(a))) \
  X(vneg2, R32(__vneg2(a))) \
  X(vneg4, R32(__vneg4(a))) \
  X(vnegss2, R32(__vnegss2(a))) \
  X(vnegss4, R32(__vnegss4(a))) \
  X(vadd2, R32(__vadd2(a, b))) \
  X(vadd4, R32(__vadd4(a, b))) \
  X(vaddss2, R32(__vaddss2(a, b))) \
  X(vaddss4, R32(__vaddss4(a, b))) \
  X(vaddus2, R32(__vaddus2(a, b))) \
  X(vaddus4, R32(__vaddus4(a, b))) \
  X(vsub2, R32(__vsub2(a, b))) \
  X(vsub4, R32(__vsub4(a, b))) \
  X(vsubss2, R32(__vsubss2(a, b))) \
  X(vsubss4, R32(__vsubss4(a, b))) \
  X(vsubus2, R32(__vsubus2(a, b))) \
  X(vsubus4, R32(__vsubus4(a, b))) \
  X(vavgs2, R32(__vavgs2(a, b))) \
  X(vavgs4, R32(__vavgs4(a, b))) \
  X(vavgu2, R32(__vavgu2(a, b))) \
  X(vavgu4, R32(__vavgu4(a, b))) \
  X(vhaddu2, R32(__vhaddu2(a, b))) \
  X(vhaddu4, R32(__vhaddu4(a, b))) \
  X(vabsdiffs2, R32(__vabsdiffs2(a, b))) \
  X(vabsdiffs4, R32(__vabsdiffs4(a, b))) \
  X(vabsdiffu2, R32(__vabsdiffu2(a, b))) \
  X(vabsdiffu4, R32(__vabsdiffu4(a, b))) \
  X(vmaxs2, R32(__vmaxs2(a, b))) \
  X(vmaxs4, R32(__vmaxs4(a, b))) \
  X(vmaxu2, R32(__vmaxu2(a, b))) \
  X(vmaxu4, R32(__vmaxu4(a, b))) \
  X(vmins2, R32(__vmins2(a, b))) \
  X(vmins4, R32(__vmins4(a, b))) \
  X(vminu2, R32(__vminu2(a, b))) \
  X(vminu4, R32(__vminu4(a, b))) \
  X(vsads2, R32(__vsads2(a, b))) \
  X(vsads4, R32(__vsads4(a, b))) \
  X(vsadu2, R32(__vsadu2(a, b))) \
  X(vsadu4, R32(__vsadu4(a, b)))

enum {
#define X(nm, e) F_##nm,
  FUNCS(X)
#undef X
  NF
};
static const char* names[NF] = {
#define X(nm, e) #nm,
  FUNCS(X)
#undef X
};

__global__ void sweep(const u32* pa, const u32* pb, const u32* pc, const u64* pA, const u64* pB, u64* out, int cnt) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= cnt) return;
  u32 a = pa[t], b = pb[t], c = pc[t];
  u64 A = pA[t], B = pB[t];
#define X(nm, e) out[(size_t)F_##nm * cnt + t] = e;
  FUNCS(X)
#undef X
}

static u64 state = 0x853c49e6748fea9bull;
static u64 next64() {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  u64 z = state;
  z = (z ^ (z >> 33)) * 0xff51afd7ed558ccdull;
  return z ^ (z >> 29);
}
// a word whose bytes are often lane edge values (0, 1, 0x7f, 0x80, 0x81, 0xfe, 0xff)
static u32 edgy32() {
  static const unsigned char eb[] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0xfe, 0xff, 0x40};
  u32 v = 0;
  for (int k = 0; k < 4; k++) {
    u64 r = next64();
    unsigned char byte = (r & 1) ? eb[(r >> 8) % 8] : (unsigned char)(r >> 16);
    v |= (u32)byte << (8 * k);
  }
  return v;
}

static const u32 E32[] = {0u, 1u, 2u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x80000001u, 0x7ffffffeu, 0x00ff00ffu, 0xff00ff00u, 0x7f7f7f7fu, 0x80808080u, 0x01010101u, 0xfefefefeu, 0x7fff8000u, 0x80007fffu, 0x0000ffffu, 0xffff0000u, 0x00800080u, 0x12345678u, 0x9abcdef0u, 0x00ffffffu, 0xff800000u, 0x0000001fu, 0x00000020u, 0x00000021u};
static const u64 E64[] = {0ull, 1ull, 0xffffffffffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull,
                          0x8000000000000001ull, 0x00000000ffffffffull, 0xffffffff00000000ull,
                          0x0000000100000000ull, 0x123456789abcdef0ull, 0xfedcba9876543210ull, 2ull};
#define NE32 (int)(sizeof(E32) / sizeof(E32[0]))
#define NE64 (int)(sizeof(E64) / sizeof(E64[0]))

int main() {
  const int NRAND = 384;
  const int n = NE32 * NE32 + NRAND;
  u32 *a = new u32[n], *b = new u32[n], *c = new u32[n];
  u64 *A = new u64[n], *B = new u64[n];
  for (int i = 0; i < n; i++) {
    if (i < NE32 * NE32) {
      a[i] = E32[i % NE32];
      b[i] = E32[i / NE32];
      c[i] = (i % 3 == 0) ? E32[(i * 7 + 3) % NE32] : (u32)(i % 70);
      A[i] = E64[i % NE64];
      B[i] = E64[(i / NE64) % NE64];
    } else {
      bool edgy = i % 2;
      a[i] = edgy ? edgy32() : (u32)next64();
      b[i] = edgy ? edgy32() : (u32)next64();
      c[i] = (i % 4 == 3) ? edgy32() : (u32)next64();
      A[i] = next64();
      B[i] = next64() >> (i % 5 == 1 ? (next64() % 64) : 0);
    }
  }
  u32 *da, *db, *dc;
  u64 *dA, *dB, *dout;
  cudaMalloc(&da, n * sizeof(u32));
  cudaMalloc(&db, n * sizeof(u32));
  cudaMalloc(&dc, n * sizeof(u32));
  cudaMalloc(&dA, n * sizeof(u64));
  cudaMalloc(&dB, n * sizeof(u64));
  cudaMalloc(&dout, (size_t)n * NF * sizeof(u64));
  cudaMemcpy(da, a, n * sizeof(u32), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, n * sizeof(u32), cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c, n * sizeof(u32), cudaMemcpyHostToDevice);
  cudaMemcpy(dA, A, n * sizeof(u64), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B, n * sizeof(u64), cudaMemcpyHostToDevice);
  sweep<<<(n + 127) / 128, 128>>>(da, db, dc, dA, dB, dout, n);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "kernel failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  u64* out = new u64[(size_t)n * NF];
  cudaMemcpy(out, dout, (size_t)n * NF * sizeof(u64), cudaMemcpyDeviceToHost);
  printf("%d inputs, %d functions\n", n, (int)NF);
  const int show[] = {1, 100, 333, 500, 777};
  for (int f = 0; f < NF; f++) {
    u64 h = 0xcbf29ce484222325ull;
    for (int i = 0; i < n; i++) {
      h ^= out[(size_t)f * n + i];
      h *= 0x100000001b3ull;
    }
    printf("%-18s %016llx", names[f], h);
    for (int s = 0; s < (int)(sizeof(show) / sizeof(show[0])); s++) printf(" %llx", out[(size_t)f * n + show[s] % n]);
    printf("\n");
  }
  cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dA); cudaFree(dB); cudaFree(dout);
  delete[] a; delete[] b; delete[] c; delete[] A; delete[] B; delete[] out;
  return 0;
}
