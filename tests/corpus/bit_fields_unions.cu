// corpus: bit-fields (signed, unsigned, 1-bit, 40-bit, promotion in arithmetic, increments,
// compound assignment), unions and type punning, packed structs: device against host
#include <cstdio>
#include <cstdint>
#include <cstring>
// bit-fields (signed/unsigned, wrap on assignment), unions, type punning
struct BF {
  unsigned a : 3;
  signed int b : 5;
  unsigned c : 12;
  int d : 1;
  unsigned long long e : 40;
  unsigned short f : 7;
};
union U { float f; unsigned int u; unsigned char b[4]; unsigned short s[2]; };
union V { double d; unsigned long long u; int i[2]; };
struct Packed { unsigned char tag; union { int i; float f; } val; short s; };
__host__ __device__ void compute(const int* in, long long* o) {
  int k = 0;
  BF x; memset(&x, 0, sizeof(x));
  x.a = in[0];        // 13 -> 5
  x.b = in[1];        // 20 -> -12 (5-bit signed)
  x.c = in[2];        // 5000 -> 5000 & 4095 = 904
  x.d = -1;           // 1-bit signed: -1
  x.e = 0xFFFFFFFFFFull + in[0];   // wraps to 12
  x.f = 200;          // 200 & 127 = 72
  o[k++] = x.a; o[k++] = x.b; o[k++] = x.c; o[k++] = x.d; o[k++] = (long long)x.e; o[k++] = x.f;
  x.a += 6; x.b -= 10; x.c *= 5; x.f++;
  o[k++] = x.a; o[k++] = x.b; o[k++] = x.c; o[k++] = x.f;
  o[k++] = x.b >> 1;  // signed
  o[k++] = x.a - 8;   // promoted to int (3-bit unsigned fits in int) -> negative
  o[k++] = sizeof(BF);
  U u; u.f = -2.5f;
  o[k++] = u.u; o[k++] = u.b[0]; o[k++] = u.b[3]; o[k++] = u.s[1];
  u.b[3] ^= 0x80; o[k++] = (long long)(u.f * 4.0f);
  V v; v.d = 1.0 / 3.0; o[k++] = (long long)v.u; o[k++] = v.i[0]; o[k++] = v.i[1];
  v.i[0] = 0; o[k++] = (long long)(v.d * 1e15);
  Packed p[3];
  for (int i = 0; i < 3; i++) { p[i].tag = (unsigned char)(i + 250); p[i].val.i = in[i] * 3; p[i].s = (short)(in[i] * 1000); }
  p[1].val.f = 1.5f;
  o[k++] = sizeof(Packed); o[k++] = p[0].val.i + p[2].val.i; o[k++] = p[1].val.i; o[k++] = p[2].s; o[k++] = p[0].tag + p[2].tag;
  o[k++] = (long long)((char*)&p[2].s - (char*)&p[0]);
  while (k < 32) o[k++] = -999;
}
__global__ void kern(const int* in, long long* o) { compute(in, o); }
int main() {
  int hin[3] = {13, 20, 5000};
  int* din; long long* dout; cudaMalloc(&din, sizeof(hin)); cudaMalloc(&dout, 32 * 8);
  cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice);
  kern<<<1, 1>>>(din, dout);
  long long d[32], h[32];
  cudaMemcpy(d, dout, sizeof(d), cudaMemcpyDeviceToHost);
  compute(hin, h);
  int mism = 0;
  for (int i = 0; i < 32; i++) { printf("o[%d]=%lld\n", i, d[i]); if (d[i] != h[i]) { printf("  host: %lld\n", h[i]); mism++; } }
  printf("mismatches %d\n", mism);
  return 0;
}
