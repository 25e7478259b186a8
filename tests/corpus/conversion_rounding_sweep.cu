// Conversion intrinsics in all four rounding modes: float to 32- and 64-bit integers (on ties, integer-range edges,
// infinities, NaN and denormals), and integers to float and double (on values that round to a tie or just off one)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

typedef unsigned long long u64;
typedef long long i64;
typedef unsigned int u32;

#define R32(e) ((u64)(u32)(e))
#define R64(e) ((u64)(e))
#define FB(e) ((u64)__float_as_uint(e))
#define DB(e) ((u64)__double_as_longlong(e))

// inputs: f (float), x (double), i (int), u (unsigned), L (long long), UL (unsigned long long)
#define FUNCS(X) \
  X(f2i_rn, R32(__float2int_rn(f))) \
  X(f2i_rz, R32(__float2int_rz(f))) \
  X(f2i_ru, R32(__float2int_ru(f))) \
  X(f2i_rd, R32(__float2int_rd(f))) \
  X(f2u_rn, R32(__float2uint_rn(f))) \
  X(f2u_rz, R32(__float2uint_rz(f))) \
  X(f2u_ru, R32(__float2uint_ru(f))) \
  X(f2u_rd, R32(__float2uint_rd(f))) \
  X(f2ll_rn, R64(__float2ll_rn(f))) \
  X(f2ll_rz, R64(__float2ll_rz(f))) \
  X(f2ll_ru, R64(__float2ll_ru(f))) \
  X(f2ll_rd, R64(__float2ll_rd(f))) \
  X(f2ull_rn, R64(__float2ull_rn(f))) \
  X(f2ull_rz, R64(__float2ull_rz(f))) \
  X(f2ull_ru, R64(__float2ull_ru(f))) \
  X(f2ull_rd, R64(__float2ull_rd(f))) \
  X(i2f_rn, FB(__int2float_rn(i))) \
  X(i2f_rz, FB(__int2float_rz(i))) \
  X(i2f_ru, FB(__int2float_ru(i))) \
  X(i2f_rd, FB(__int2float_rd(i))) \
  X(u2f_rn, FB(__uint2float_rn(u))) \
  X(u2f_rz, FB(__uint2float_rz(u))) \
  X(u2f_ru, FB(__uint2float_ru(u))) \
  X(u2f_rd, FB(__uint2float_rd(u))) \
  X(ll2f_rn, FB(__ll2float_rn(L))) \
  X(ll2f_rz, FB(__ll2float_rz(L))) \
  X(ll2f_ru, FB(__ll2float_ru(L))) \
  X(ll2f_rd, FB(__ll2float_rd(L))) \
  X(ull2f_rn, FB(__ull2float_rn(UL))) \
  X(ull2f_rz, FB(__ull2float_rz(UL))) \
  X(ull2f_ru, FB(__ull2float_ru(UL))) \
  X(ull2f_rd, FB(__ull2float_rd(UL))) \
  X(ll2d_rn, DB(__ll2double_rn(L))) \
  X(ll2d_rz, DB(__ll2double_rz(L))) \
  X(ll2d_ru, DB(__ll2double_ru(L))) \
  X(ll2d_rd, DB(__ll2double_rd(L))) \
  X(ull2d_rn, DB(__ull2double_rn(UL))) \
  X(ull2d_rz, DB(__ull2double_rz(UL))) \
  X(ull2d_ru, DB(__ull2double_ru(UL))) \
  X(ull2d_rd, DB(__ull2double_rd(UL))) \
  X(i2d_rn, DB(__int2double_rn(i))) \
  X(u2d_rn, DB(__uint2double_rn(u)))

enum {
#define X(n, e) F_##n,
  FUNCS(X)
#undef X
  NF
};
static const char* names[NF] = {
#define X(n, e) #n,
  FUNCS(X)
#undef X
};

__global__ void kern(const u32* pf, const u64* px, const u32* pi, const u32* pu, const u64* pL, const u64* pUL, u64* out,
                     int cnt) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= cnt) return;
  float f = __uint_as_float(pf[t]);
  double x = __longlong_as_double((i64)px[t]);
  int i = (int)pi[t];
  u32 u = pu[t];
  i64 L = (i64)pL[t];
  u64 UL = pUL[t];
#define X(nm, e) out[(size_t)F_##nm * cnt + t] = e;
  FUNCS(X)
#undef X
}

static u64 st = 0x2545f4914f6cdd1dull;
static u64 rnd64() {  // splitmix64
  u64 z = (st += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static u32 fbits(float v) { u32 r; memcpy(&r, &v, 4); return r; }
static u64 dbits(double v) { u64 r; memcpy(&r, &v, 8); return r; }

static const u32 EF[] = {
    0x00000000u, 0x80000000u, 0x3f000000u, 0xbf000000u, 0x3fc00000u, 0xbfc00000u, 0x40200000u, 0xc0200000u,
    0x3effffffu, 0xbeffffffu, 0x3f7fffffu, 0xbf7fffffu, 0x3f800000u, 0xbf800000u, 0x3f800001u, 0xbf800001u,
    0x3e800000u, 0x3f400000u, 0xbf400000u, 0x40400000u, 0x40600000u, 0xc0600000u, 0x4effffffu, 0xceffffffu,
    0x4f000000u, 0xcf000000u, 0xcf000001u, 0x4f000001u, 0x4f7fffffu, 0x4f800000u, 0x4f800001u, 0x5effffffu,
    0xdeffffffu, 0x5f000000u, 0xdf000000u, 0xdf000001u, 0x5f7fffffu, 0x5f800000u, 0x7f7fffffu, 0xff7fffffu,
    0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7f800001u, 0x7fffffffu, 0xffffffffu, 0x7fa00000u,
    0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu, 0x00800000u, 0x80800000u, 0x4b000000u, 0x4b000001u,
    0x4affffffu, 0xcaffffffu, 0x4b7fffffu, 0x4b800000u, 0xcafffffdu, 0x4afffffdu, 0x4b3fffffu, 0x3dcccccdu,
    0xbdcccccdu, 0x3f7ffffeu, 0x3f000001u, 0xbf000001u, 0x4e800000u, 0xce800001u, 0x5e800000u, 0xbf7ffffeu};
static const double ED[] = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                            0.9999999999999999, -0.9999999999999999, 1.0, -1.0, 3.5, -3.5, 0.75, -0.75,
                            2147483647.0, 2147483647.5, 2147483647.4, 2147483647.6, 2147483648.0, 2147483648.5,
                            -2147483648.0, -2147483648.4, -2147483648.5, -2147483648.9, -2147483649.0,
                            -2147483649.5, 4294967295.0, 4294967295.4, 4294967295.5, 4294967296.0, 4294967296.5,
                            -0.9, -0.4, 9223372036854774784.0, 9223372036854775808.0, -9223372036854775808.0,
                            -9223372036854777856.0, 18446744073709549568.0, 18446744073709551616.0, 1e300,
                            -1e300, 4.9406564584124654e-324, -4.9406564584124654e-324, 2.2250738585072014e-308,
                            3.4028234663852886e38, -3.4028234663852886e38, 3.4028235677973366e38,
                            3.4028235677973362e38, 3.40282356779733661637539395458142568448e38 * 1.0000001,
                            -3.4028235677973366e38, 1.401298464324817e-45, 7.006492321624085e-46,
                            1.0509738482436128e-45, 2.1019476964872256e-45, 1e-46, -1e-46, 7.0064923216240862e-46,
                            1.0000000596046448, 1.0000001788139343, 1.0000000596046450, -1.0000000596046448,
                            1.1754942106924411e-38, 1.1754943508222875e-38, 1.1754942807573643e-38,
                            -1.1754942807573643e-38, 16777217.0, 16777217.5, 8388607.5, 8388608.5, 4503599627370497.0,
                            4503599627370495.5, 0.1, -0.1, 1e10, -1e10, 1e20, -1e20};
static const int EI[] = {0, 1, -1, 2147483647, (int)0x80000000, 16777216, 16777217, 16777218, 16777219,
                         -16777217, -16777219, 33554433, 33554434, 33554435, 33554438, 0x7fffffc0, 0x7fffffbf,
                         0x7fffffc1, 0x7fffff80, (int)0x80000040, (int)0x80000041, (int)0x8000003f, 123456789,
                         -123456789, 0x00ffffff, 0x01000001, 0x7ffffff0, 16777215, 3, -3};
static const u64 EL[] = {0ull, 1ull, 0xffffffffffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull,
                         0x8000000000000001ull, 0x0020000000000001ull, 0x0020000000000003ull, 0xffdfffffffffffffull,
                         0x0000000001000001ull, 0x7ffffc0000000000ull, 0x7ffffe0000000000ull, 0x7fffff8000000000ull,
                         0x7fffffbfffffffffull, 0x7fffffc000000000ull, 0x7fffffc000000001ull, 0xffffff8000000000ull,
                         0xffffff7fffffffffull, 0xffffff8000000001ull, 0xfffffffffffffc00ull, 0xfffffffffffff800ull,
                         0xfffffffffffffbffull, 0x8000008000000000ull, 0x8000004000000000ull, 0x0000000100000001ull,
                         0x0010000000000001ull, 0x001fffffffffffffull, 0x003fffffffffffffull, 0xc000000000000001ull,
                         0x00000000ffffffffull, 0x0000000080000000ull, 0x0000000002000003ull};
static const u64 EDX[] = {0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull, 0xfff8000000000000ull,
                          0x7ff0000000000001ull, 0x7ff4000000000000ull, 0x7fffffffffffffffull, 0x000fffffffffffffull,
                          0x800fffffffffffffull, 0x7fefffffffffffffull, 0xffefffffffffffffull, 0x0000000000000001ull};
#define NEDX (int)(sizeof(EDX) / sizeof(EDX[0]))
#define NEF (int)(sizeof(EF) / sizeof(EF[0]))
#define NED (int)(sizeof(ED) / sizeof(ED[0]))
#define NEI (int)(sizeof(EI) / sizeof(EI[0]))
#define NEL (int)(sizeof(EL) / sizeof(EL[0]))

// integer with `bits` significant bits whose low bits (below a 24- or 53-bit mantissa) are a tie or near-tie
static u64 tie_int(int bits, int mant) {
  u64 r = rnd64();
  u64 v = (bits >= 64) ? r : (r & ((1ull << bits) - 1));
  v |= 1ull << (bits - 1);
  int low = bits - mant;
  if (low > 0) {
    u64 half = 1ull << (low - 1);
    u64 mask = (low >= 64) ? ~0ull : ((1ull << low) - 1);
    int kind = (int)(rnd64() % 4);
    u64 lowv = kind == 0 ? half : kind == 1 ? half - 1 : kind == 2 ? half + 1 : (rnd64() & mask);
    v = (v & ~mask) | (lowv & mask);
  }
  return v;
}

int main() {
  const int NR = 320;
  int ne = NEF;
  if (NED > ne) ne = NED;
  if (NEI > ne) ne = NEI;
  if (NEL > ne) ne = NEL;
  ne += NEDX;
  const int n = ne + NR;
  u32 *F = new u32[n], *I = new u32[n], *U = new u32[n];
  u64 *D = new u64[n], *L = new u64[n], *UL = new u64[n];
  for (int k = 0; k < n; k++) {
    if (k < ne) {
      F[k] = EF[k % NEF];
      D[k] = k < NED ? dbits(ED[k]) : (k - NED < NEDX ? EDX[k - NED] : dbits(ED[k % NED]));
      I[k] = (u32)EI[k % NEI];
      U[k] = (u32)EI[(k * 7 + 1) % NEI];
      L[k] = EL[k % NEL];
      UL[k] = EL[(k * 5 + 2) % NEL];
      continue;
    }
    int m = k % 8;
    u64 r = rnd64();
    // floats: random bits, values near integers, ties, values near int ranges
    if (m == 0 || m == 1) F[k] = (u32)r;
    else if (m == 2) F[k] = fbits((float)((i64)(r % 2000001) - 1000000) / 4.0f);
    else if (m == 3) F[k] = fbits(((float)(r % 100000) + 0.5f) * ((r >> 40) & 1 ? -1.0f : 1.0f));
    else if (m == 4) F[k] = 0x4e000000u + (u32)(r % 0x2000000u) + ((r >> 50) & 1 ? 0x80000000u : 0);  // 2^29..2^33
    else if (m == 5) F[k] = 0x5e000000u + (u32)(r % 0x2000000u) + ((r >> 50) & 1 ? 0x80000000u : 0);  // 2^61..2^65
    else if (m == 6) F[k] = (u32)(r % 0x01000000u) | ((r >> 60) << 31);  // denormals / tiny
    else F[k] = fbits((float)(i64)(r % 0x4000000) * 0.125f);
    u64 r2 = rnd64();
    if (m == 0 || m == 1) D[k] = r2;
    else if (m == 2) D[k] = dbits((double)((i64)(r2 % 200000001) - 100000000) / 4.0);
    else if (m == 3) D[k] = dbits(((double)(r2 % 10000000000ull) + 0.5) * ((r2 >> 60) & 1 ? -1.0 : 1.0));
    else if (m == 4) D[k] = dbits((double)(i64)(r2 >> 20) / 1024.0 * ((r2 & 1) ? -1.0 : 1.0) + (r2 & 2 ? 2147483647.0 : 0));
    else if (m == 5) D[k] = dbits((double)(float)(r2 % 1000000) / 1024.0 + (double)(r2 >> 40) * 1e-9);  // near float grid
    else if (m == 6) {  // doubles that lie exactly on a float tie or off by one ulp
      u32 fb = (u32)r2 & 0x7fffffffu;
      if ((fb >> 23) == 0xff) fb &= 0x7f7fffffu;
      double base;
      float fv;
      memcpy(&fv, &fb, 4);
      base = (double)fv;
      u64 db = dbits(base) + (1ull << 28) + (u64)((i64)(r2 >> 62) - 1);
      D[k] = db | ((r2 >> 33) & 1 ? 0x8000000000000000ull : 0);
    } else D[k] = (r2 & 0x800fffffffffffffull) | ((u64)(0x380 + (r2 >> 52) % 0x20) << 52);  // near float denormal range
    u64 r3 = rnd64();
    int bits = 1 + (int)(r3 % 32);
    I[k] = (m < 3) ? (u32)r3 : (u32)tie_int(bits < 25 ? 25 + (bits % 7) : bits, 24);
    if (m >= 3 && (r3 >> 63)) I[k] = (u32)(-(int)I[k]);
    U[k] = (m < 3) ? (u32)(r3 >> 32) : (u32)tie_int(25 + (int)((r3 >> 40) % 8), 24);
    u64 r4 = rnd64();
    int bl = 25 + (int)(r4 % 40);
    L[k] = (m < 2) ? r4 : tie_int(bl > 64 ? 64 : bl, (m & 1) ? 24 : 53);
    if (m >= 2 && (r4 >> 63)) L[k] = (u64)(-(i64)L[k]);
    UL[k] = (m < 2) ? rnd64() : tie_int(bl > 64 ? 64 : bl, (m & 1) ? 53 : 24);
  }
  u32 *dF, *dI, *dU;
  u64 *dD, *dL, *dUL, *dout;
  cudaMalloc(&dF, n * 4); cudaMalloc(&dI, n * 4); cudaMalloc(&dU, n * 4);
  cudaMalloc(&dD, n * 8); cudaMalloc(&dL, n * 8); cudaMalloc(&dUL, n * 8);
  cudaMalloc(&dout, (size_t)n * NF * 8);
  cudaMemcpy(dF, F, n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dI, I, n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dU, U, n * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dD, D, n * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dL, L, n * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dUL, UL, n * 8, cudaMemcpyHostToDevice);
  kern<<<(n + 127) / 128, 128>>>(dF, dD, dI, dU, dL, dUL, dout, n);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "kernel failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  u64* out = new u64[(size_t)n * NF];
  cudaMemcpy(out, dout, (size_t)n * NF * 8, cudaMemcpyDeviceToHost);
  printf("%d inputs, %d functions\n", n, (int)NF);
  // Inputs worth showing: floats at ties and edges for the first group, integers near ties for the second.
  const int show_from_float[] = {2, 4, 24, 40, 42, 400};
  const int show_from_int[] = {6, 9, 11, 14, 300, 400};
  for (int f = 0; f < NF; f++) {
    const int* show = f < F_i2f_rn ? show_from_float : show_from_int;
    u64 h = 0xcbf29ce484222325ull;
    for (int k = 0; k < n; k++) {
      h ^= out[(size_t)f * n + k];
      h *= 0x100000001b3ull;
    }
    printf("%-16s %016llx", names[f], h);
    for (int s = 0; s < 6; s++) printf(" %llx", out[(size_t)f * n + show[s] % n]);
    printf("\n");
  }
  return 0;
}
