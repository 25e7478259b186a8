// Multiply-add contraction of differences of products, as nvcc contracts them (measured on an
// H200): each line counts, over random operands, the results equal to each way of fusing.
#include <cstdio>
#include <cmath>
#include <cstdlib>
#define N 8192
__global__ void shapes(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* out, float dt, float dx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  out[0 * N + i] = a[i] * b[i] - c[i] * d[i];
  out[1 * N + i] = a[i] * b[i] + c[i] * d[i];
  out[2 * N + i] = a[i] * b[i] - c[i] * d[i] - e[i] * f[i];
  out[3 * N + i] = a[i] * (b[i] + c[i]) - d[i] * (e[i] - f[i]);
  float avg = 0.25f * (a[i] + b[i]);
  out[4 * N + i] = avg - 0.5f * dt / dx * (c[i] - d[i]);
  out[5 * N + i] = avg - 0.5f * dt / dx * (c[i] - d[i]) - 0.5f * dt / dx * (e[i] - f[i]);
  out[6 * N + i] = a[i] * b[i] + c[i] * d[i] + e[i] * f[i];
  out[7 * N + i] = a[i] - b[i] * c[i] - d[i] * e[i];
}
static float rnd() { return ((rand() % 2000000) - 1000000) / 1000000.0f * powf(2.0f, rand() % 9 - 4); }
int main() {
  srand(7);
  float* h[6]; float* dv[6];
  for (int k = 0; k < 6; k++) { h[k] = new float[N]; for (int i = 0; i < N; i++) h[k][i] = rnd(); cudaMalloc(&dv[k], N * 4); cudaMemcpy(dv[k], h[k], N * 4, cudaMemcpyHostToDevice); }
  float* dout; cudaMalloc(&dout, 8 * N * 4);
  float dt = 0.1f, dx = 0.7f;
  shapes<<<N / 128, 128>>>(dv[0], dv[1], dv[2], dv[3], dv[4], dv[5], dout, dt, dx);
  float* o = new float[8 * N]; cudaMemcpy(o, dout, 8 * N * 4, cudaMemcpyDeviceToHost);
  float *a = h[0], *b = h[1], *c = h[2], *d = h[3], *e = h[4], *f = h[5];
  volatile float X = 0.5f * dt / dx;
  const char* names[8] = {"ab-cd", "ab+cd", "ab-cd-ef", "a(b+c)-d(e-f)", "avg-X(c-d)", "avg-X(c-d)-X(e-f)", "ab+cd+ef", "a-bc-de"};
  for (int s = 0; s < 8; s++) {
    int cnt[8] = {0}; const char* cn[8] = {0};
    for (int i = 0; i < N; i++) {
      float r = o[s * N + i]; float A = a[i], B = b[i], C = c[i], D = d[i], E = e[i], F = f[i];
      volatile float ab = A * B, cd = C * D, ef = E * F;
      float cand[8]; int nc = 0;
      switch (s) {
      case 0: cn[0]="unfused"; cand[0] = ab - cd; cn[1]="fma(a,b,-cd)"; cand[1] = fmaf(A, B, -cd); cn[2]="fma(-c,d,ab)"; cand[2] = fmaf(-C, D, ab); nc = 3; break;
      case 1: cn[0]="unfused"; cand[0] = ab + cd; cn[1]="fma(a,b,cd)"; cand[1] = fmaf(A, B, cd); cn[2]="fma(c,d,ab)"; cand[2] = fmaf(C, D, ab); nc = 3; break;
      case 2: { float t[3] = {ab - cd, fmaf(A, B, -cd), fmaf(-C, D, ab)}; const char* tn[3] = {"u", "L", "R"};
        static char buf[6][32];
        for (int k = 0; k < 3; k++) { volatile float tt = t[k]; cand[2*k] = tt - ef; cand[2*k+1] = fmaf(-E, F, tt); snprintf(buf[2*k], 32, "%s then u", tn[k]); snprintf(buf[2*k+1], 32, "%s then fma", tn[k]); cn[2*k] = buf[2*k]; cn[2*k+1] = buf[2*k+1]; }
        nc = 6; break; }
      case 3: { volatile float s1 = B + C, s2 = E - F; volatile float p1 = A * s1, p2 = D * s2; cn[0]="unfused"; cand[0] = p1 - p2; cn[1]="L"; cand[1] = fmaf(A, s1, -p2); cn[2]="R"; cand[2] = fmaf(-D, s2, p1); nc = 3; break; }
      case 4: { volatile float s1 = A + B; volatile float avg = 0.25f * s1; volatile float s2 = C - D; volatile float p2 = X * s2;
        cn[0]="unfused"; cand[0] = avg - p2; cn[1]="L fma(.25,s,-p2)"; cand[1] = fmaf(0.25f, s1, -p2); cn[2]="R fma(-X,s2,avg)"; cand[2] = fmaf(-X, s2, avg); nc = 3; break; }
      case 5: { volatile float s1 = A + B; volatile float avg = 0.25f * s1; volatile float s2 = C - D, s3 = E - F; volatile float p2 = X * s2, p3 = X * s3;
        float t[3] = {avg - p2, fmaf(0.25f, s1, -p2), fmaf(-X, s2, avg)}; const char* tn[3] = {"u", "L", "R"}; static char buf[6][32];
        for (int k = 0; k < 3; k++) { volatile float tt = t[k]; cand[2*k] = tt - p3; cand[2*k+1] = fmaf(-X, s3, tt); snprintf(buf[2*k], 32, "%s then u", tn[k]); snprintf(buf[2*k+1], 32, "%s then fma", tn[k]); cn[2*k] = buf[2*k]; cn[2*k+1] = buf[2*k+1]; }
        nc = 6; break; }
      case 6: { float t[3] = {ab + cd, fmaf(A, B, cd), fmaf(C, D, ab)}; const char* tn[3] = {"u", "L", "R"}; static char buf[6][32];
        for (int k = 0; k < 3; k++) { volatile float tt = t[k]; cand[2*k] = tt + ef; cand[2*k+1] = fmaf(E, F, tt); snprintf(buf[2*k], 32, "%s then u", tn[k]); snprintf(buf[2*k+1], 32, "%s then fma", tn[k]); cn[2*k] = buf[2*k]; cn[2*k+1] = buf[2*k+1]; }
        nc = 6; break; }
      case 7: { float t[2] = {A - B * C, fmaf(-B, C, A)}; const char* tn[2] = {"u", "F"}; static char buf[4][32]; volatile float bc = B * C;
        t[0] = A - bc;
        for (int k = 0; k < 2; k++) { volatile float tt = t[k]; cand[2*k] = tt - D * E; cand[2*k+1] = fmaf(-D, E, tt); snprintf(buf[2*k], 32, "%s then u", tn[k]); snprintf(buf[2*k+1], 32, "%s then fma", tn[k]); cn[2*k] = buf[2*k]; cn[2*k+1] = buf[2*k+1]; }
        nc = 4; break; }
      }
      for (int k = 0; k < nc; k++) if (cand[k] == r) cnt[k]++;
    }
    printf("%-20s", names[s]);
    for (int k = 0; k < 8 && cn[k]; k++) printf(" | %s:%d", cn[k], cnt[k]);
    printf("\n");
  }
}
