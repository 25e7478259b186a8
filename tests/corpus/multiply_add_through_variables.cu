// corpus: multiply-adds whose product reaches the addition through a variable assigned more
// than once (`d *= r; y + d`, `sum *= e; sum += f` as an online softmax rescales, a product
// kept across loop iterations); each result printed exactly, as nvcc's contraction gives it.
#include <cstdio>

__global__ void patterns(float* out, const float* x, const float* y, float r, int n) {
  float d = x[0];
  d *= r;
  out[0] = y[0] + d;

  float sum = x[1];
  sum *= r;
  sum += y[1];
  out[1] = sum;

  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    float t = x[i];
    t *= y[i];
    acc = acc + t;
  }
  out[2] = acc;

  float m = x[2], s = y[2];
  for (int i = 0; i < n; ++i) {
    float v = x[i] - y[i];
    float scale = m * 0.5f;
    s *= scale;
    s += v;
    m = v;
  }
  out[3] = s;
}

int main() {
  const int n = 16;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = 1.0f + (float)(i + 1) * 0x1p-23f;
    hy[i] = (float)(i % 5 + 1) * 0x1p-24f + (i % 3) * 0.75f;
  }
  hx[0] = 1.0f + 0x1p-23f;
  hy[0] = 0x1p-24f;
  float r = 1.0f + 0x1p-23f;
  float *x, *y, *o;
  cudaMalloc(&x, sizeof(hx));
  cudaMalloc(&y, sizeof(hy));
  cudaMalloc(&o, 4 * sizeof(float));
  cudaMemcpy(x, hx, sizeof(hx), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof(hy), cudaMemcpyHostToDevice);
  patterns<<<1, 1>>>(o, x, y, r, n);
  float h[4];
  cudaMemcpy(h, o, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; ++i) printf("%a\n", h[i]);
  return 0;
}
