// Multiply-add contraction beside a division: a product computed from a division is fused
// after a product ready before it, in additions and subtractions (as nvcc does; measured).
#include <cstdio>
#include <cmath>
#include <cstdlib>
#define N 8192
__global__ void shapes(const float* a, const float* b, const float* c, const float* d, const float* e, float* o, float dt, float dx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  float A = a[i], B = b[i], C = c[i], D = d[i], E = e[i];
  float X = 0.5f * dt / dx;
  o[0 * N + i] = 0.25f * (A + B) - X * (C - D);
  o[1 * N + i] = 0.3f * (A + B) - X * (C - D);
  o[2 * N + i] = E * (A + B) - X * (C - D);
  o[3 * N + i] = X * (C - D) - 0.25f * (A + B);
  o[4 * N + i] = 0.3f * (A + B) + X * (C - D);
  o[5 * N + i] = X * (C - D) + 0.3f * (A + B);
  o[6 * N + i] = 0.3f * A - X * C;
  o[7 * N + i] = X * C - 0.3f * A;
}
static float rnd() { return ((rand() % 2000000) - 1000000) / 1000000.0f * powf(2.0f, rand() % 9 - 4); }
int main() {
  srand(5);
  float* h[5]; float* dv[5];
  for (int k = 0; k < 5; k++) { h[k] = new float[N]; for (int i = 0; i < N; i++) h[k][i] = rnd(); cudaMalloc(&dv[k], N * 4); cudaMemcpy(dv[k], h[k], N * 4, cudaMemcpyHostToDevice); }
  float* dout; cudaMalloc(&dout, 8 * N * 4);
  float dt = 0.1f, dx = 0.7f;
  shapes<<<N / 128, 128>>>(dv[0], dv[1], dv[2], dv[3], dv[4], dout, dt, dx);
  float* o = new float[8 * N]; cudaMemcpy(o, dout, 8 * N * 4, cudaMemcpyDeviceToHost);
  volatile float X = 0.5f * dt / dx;
  for (int s = 0; s < 8; s++) {
    int cnt[3] = {0};
    for (int i = 0; i < N; i++) {
      volatile float A = h[0][i], B = h[1][i], C = h[2][i], D = h[3][i], E = h[4][i];
      volatile float s1 = A + B, s2 = C - D;
      float k = (s == 0 || s == 3) ? 0.25f : 0.3f;
      float m1 = s == 2 ? E : k;
      float u1 = s >= 6 ? A : s1, u2 = s >= 6 ? C : s2;
      volatile float p1 = m1 * u1, p2 = X * u2;
      float r = o[s * N + i], cand[3];
      switch (s) {
      case 0: case 1: case 2: case 6: cand[0] = p1 - p2; cand[1] = fmaf(m1, u1, -p2); cand[2] = fmaf(-X, u2, p1); break;
      case 3: case 7: cand[0] = p2 - p1; cand[1] = fmaf(X, u2, -p1); cand[2] = fmaf(-m1, u1, p2); break;
      case 4: cand[0] = p1 + p2; cand[1] = fmaf(m1, u1, p2); cand[2] = fmaf(X, u2, p1); break;
      case 5: cand[0] = p2 + p1; cand[1] = fmaf(X, u2, p1); cand[2] = fmaf(m1, u1, p2); break;
      }
      for (int k2 = 0; k2 < 3; k2++) if (cand[k2] == r) cnt[k2]++;
    }
    printf("q%d | u:%d | L:%d | R:%d\n", s, cnt[0], cnt[1], cnt[2]);
  }
}
