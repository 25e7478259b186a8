// corpus: __byte_perm reads three bits of each selector nibble, PTX's prmt replicates a byte's sign for the fourth; __fdividef of a divisor past 2^126 is 0 (NaN for an infinite dividend)
#include <cstdio>
__global__ void perm(const unsigned* in, unsigned* o) {
  unsigned x = in[0], y = in[1];
  const unsigned sel[8] = {0x3210, 0x7654, 0x8888, 0xfedc, 0x9a0b, 0x0f1e, 0xc8d9, 0x4567};
  for (int i = 0; i < 8; ++i) o[i] = __byte_perm(x, y, sel[i] + in[2]);
  unsigned r; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(0xba98u + in[2])); o[8] = r;
}
static void perm_main() { unsigned h[3] = {0x80127f81u, 0x00ff7e90u, 0}, *d, *o, r[9]; cudaMalloc(&d,12); cudaMalloc(&o,36); cudaMemcpy(d,h,12,cudaMemcpyHostToDevice); perm<<<1,1>>>(d,o); cudaMemcpy(r,o,36,cudaMemcpyDeviceToHost); for(int i=0;i<9;i++) printf("%d %08x\n", i, r[i]); }
__global__ void divide(const float* in, float* o) {
  float big = in[0], x = in[1], inf = in[2];
  o[0] = __fdividef(x, big); o[1] = __fdividef(-x, big); o[2] = __fdividef(inf, big); o[3] = __fdividef(x, 3.0f * in[3]); o[4] = __fdividef(x, -big); o[5] = __fdividef(inf, 2.0f);
  o[6] = __fdividef(x, 1e38f * in[3]); o[7] = x / big;
}
static void divide_main() { float h[4] = {3e38f, 6.0f, __builtin_inff(), 1.0f}; float *d, *o, r[8]; cudaMalloc(&d,16); cudaMalloc(&o,32); cudaMemcpy(d,h,16,cudaMemcpyHostToDevice); divide<<<1,1>>>(d,o); cudaMemcpy(r,o,32,cudaMemcpyDeviceToHost); for(int i=0;i<8;i++) printf("%d %g\n", i, r[i]); }
int main() { perm_main(); divide_main(); return 0; }
