// The SIMD video intrinsics on 8- and 16-bit lanes and the dot products __dp4a/__dp2a, on
// operands that reach every lane's edge cases (sign bits, saturation, wraparound).
#include <cstdio>

#define V2(op) __v##op##2(a, b)
#define V4(op) __v##op##4(a, b)
#define BOTH(op) r[n++] = V2(op); r[n++] = V4(op);

__global__ void k(const unsigned* in, unsigned* out, int pairs) {
  for (int p = 0; p < pairs; p++) {
    unsigned a = in[2 * p], b = in[2 * p + 1];
    unsigned* r = out + p * 96;
    int n = 0;
    r[n++] = __vabs2(a); r[n++] = __vabs4(a); r[n++] = __vabsss2(a); r[n++] = __vabsss4(a);
    r[n++] = __vneg2(a); r[n++] = __vneg4(a); r[n++] = __vnegss2(a); r[n++] = __vnegss4(a);
    BOTH(add) BOTH(addss) BOTH(addus) BOTH(sub) BOTH(subss) BOTH(subus)
    BOTH(avgs) BOTH(avgu) BOTH(haddu) BOTH(absdiffs) BOTH(absdiffu)
    BOTH(maxs) BOTH(maxu) BOTH(mins) BOTH(minu) BOTH(sads) BOTH(sadu)
    BOTH(cmpeq) BOTH(cmpne) BOTH(cmpges) BOTH(cmpgeu) BOTH(cmpgts) BOTH(cmpgtu)
    BOTH(cmples) BOTH(cmpleu) BOTH(cmplts) BOTH(cmpltu)
    BOTH(seteq) BOTH(setne) BOTH(setges) BOTH(setgeu) BOTH(setgts) BOTH(setgtu)
    BOTH(setles) BOTH(setleu) BOTH(setlts) BOTH(setltu)
    r[n++] = __dp4a((int)a, (int)b, -7);
    r[n++] = __dp4a(a, b, 7u);
    r[n++] = __dp2a_lo((int)a, (int)b, 3);
    r[n++] = __dp2a_hi((int)a, (int)b, 3);
    r[n++] = __dp2a_lo(a, b, 3u);
    r[n++] = __dp2a_hi(a, b, 3u);
    r[95] = n;
  }
}

int main() {
  const int pairs = 4;
  unsigned h[2 * pairs] = {0x01020304u, 0x05060708u, 0x807f00ffu, 0x7f80ff01u,
                           0xfff08000u, 0x00107fffu, 0x12345678u, 0x9abcdef0u};
  unsigned *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, pairs * 96 * sizeof(unsigned));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d, o, pairs);
  unsigned r[pairs * 96];
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  for (int p = 0; p < pairs; p++) {
    printf("a=%08x b=%08x:", h[2 * p], h[2 * p + 1]);
    for (int i = 0; i < (int)r[p * 96 + 95]; i++) printf("%s%08x", i % 8 ? " " : "\n  ", r[p * 96 + i]);
    printf("\n");
  }
}
