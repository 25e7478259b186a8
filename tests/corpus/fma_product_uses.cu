// Multiply-add contraction where products have several uses: the product with one use left
// after the additions fuse fuses into a subtraction; a product also stored never fuses.
#include <cstdio>
#include <cmath>
#include <cstdlib>
#define N 8192
__global__ void shapes(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  float A = a[i], B = b[i], C = c[i], D = d[i], E = e[i], F = f[i];
  { float p = A * B; o[0 * N + i] = p - C; o[1 * N + i] = p - D; }
  { float p = A * C; o[2 * N + i] = D - p; o[3 * N + i] = E - p; }
  { float p = B * C; o[4 * N + i] = p + D; o[5 * N + i] = p - E; }
  { float rr = A * A, ii = B * B; o[6 * N + i] = rr - ii + C; o[7 * N + i] = rr + ii; }
  { float p = B * D; o[8 * N + i] = p - C * E; o[9 * N + i] = p - E * F; }
  { float p = C * D, q = E * F; o[10 * N + i] = p - q; o[11 * N + i] = p + q; }
  { float q = A * F; o[12 * N + i] = D * E - q; o[13 * N + i] = q; }
  { float p = C * F; o[14 * N + i] = A - p; o[15 * N + i] = p; }
}
static float rnd() { return ((rand() % 2000000) - 1000000) / 1000000.0f * powf(2.0f, rand() % 9 - 4); }
int main() {
  srand(11);
  float* h[6]; float* dv[6];
  for (int k = 0; k < 6; k++) { h[k] = new float[N]; for (int i = 0; i < N; i++) h[k][i] = rnd(); cudaMalloc(&dv[k], N * 4); cudaMemcpy(dv[k], h[k], N * 4, cudaMemcpyHostToDevice); }
  float* dout; cudaMalloc(&dout, 16 * N * 4);
  shapes<<<N / 128, 128>>>(dv[0], dv[1], dv[2], dv[3], dv[4], dv[5], dout);
  float* o = new float[16 * N]; cudaMemcpy(o, dout, 16 * N * 4, cudaMemcpyDeviceToHost);
  for (int s = 0; s < 16; s++) {
    int cnt[4] = {0}; const char* cn[4] = {0}; int nc = 0;
    for (int i = 0; i < N; i++) {
      volatile float A = h[0][i], B = h[1][i], C = h[2][i], D = h[3][i], E = h[4][i], F = h[5][i];
      float r = o[s * N + i]; float cand[4];
      volatile float ab = A * B, ac = A * C, bc = B * C, aa = A * A, bb = B * B, bd = B * D, ce = C * E, ef = E * F, cd = C * D, af = A * F, de = D * E, cf = C * F;
      switch (s) {
      case 0: cn[0]="u"; cand[0]=ab - C; cn[1]="F"; cand[1]=fmaf(A,B,-C); nc=2; break;
      case 1: cn[0]="u"; cand[0]=ab - D; cn[1]="F"; cand[1]=fmaf(A,B,-D); nc=2; break;
      case 2: cn[0]="u"; cand[0]=D - ac; cn[1]="F"; cand[1]=fmaf(-A,C,D); nc=2; break;
      case 3: cn[0]="u"; cand[0]=E - ac; cn[1]="F"; cand[1]=fmaf(-A,C,E); nc=2; break;
      case 4: cn[0]="u"; cand[0]=bc + D; cn[1]="F"; cand[1]=fmaf(B,C,D); nc=2; break;
      case 5: cn[0]="u"; cand[0]=bc - E; cn[1]="F"; cand[1]=fmaf(B,C,-E); nc=2; break;
      case 6: { volatile float t0 = aa - bb, t1 = fmaf(A,A,-bb), t2 = fmaf(-B,B,aa);
        cn[0]="u,+u/F"; cand[0]=t0 + C; cn[1]="L"; cand[1]=t1 + C; cn[2]="R"; cand[2]=t2 + C; nc=3; break; }
      case 7: cn[0]="u"; cand[0]=aa + bb; cn[1]="L"; cand[1]=fmaf(A,A,bb); cn[2]="R"; cand[2]=fmaf(B,B,aa); nc=3; break;
      case 8: cn[0]="u"; cand[0]=bd - ce; cn[1]="L"; cand[1]=fmaf(B,D,-ce); cn[2]="R"; cand[2]=fmaf(-C,E,bd); nc=3; break;
      case 9: cn[0]="u"; cand[0]=bd - ef; cn[1]="L"; cand[1]=fmaf(B,D,-ef); cn[2]="R"; cand[2]=fmaf(-E,F,bd); nc=3; break;
      case 10: cn[0]="u"; cand[0]=cd - ef; cn[1]="L"; cand[1]=fmaf(C,D,-ef); cn[2]="R"; cand[2]=fmaf(-E,F,cd); nc=3; break;
      case 11: cn[0]="u"; cand[0]=cd + ef; cn[1]="L"; cand[1]=fmaf(C,D,ef); cn[2]="R"; cand[2]=fmaf(E,F,cd); nc=3; break;
      case 12: cn[0]="u"; cand[0]=de - af; cn[1]="L"; cand[1]=fmaf(D,E,-af); cn[2]="R"; cand[2]=fmaf(-A,F,de); nc=3; break;
      case 13: cn[0]="stored"; cand[0]=af; nc=1; break;
      case 14: cn[0]="u"; cand[0]=A - cf; cn[1]="F"; cand[1]=fmaf(-C,F,A); nc=2; break;
      case 15: cn[0]="stored"; cand[0]=cf; nc=1; break;
      }
      for (int k = 0; k < nc; k++) if (cand[k] == r) cnt[k]++;
    }
    printf("o%-3d", s);
    for (int k = 0; k < nc; k++) printf(" | %s:%d", cn[k], cnt[k]);
    printf("\n");
  }
}
