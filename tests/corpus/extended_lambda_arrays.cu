// corpus: extended lambdas that capture arrays by copy (one and two dimensions, `const`,
// of a struct type): indexed, iterated with range-for, measured with sizeof and passed on as
// pointers in the kernel; the host's array changed after the capture leaves the copy as it
// was; and a capture of a variable a `for` statement's declaration list declares.
#include <cstdio>

struct weight {
  int index;
  float w;
};

template <class F>
__global__ void apply(float* out, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

__device__ float sum3(const float* p) { return p[0] + p[1] + p[2]; }

static void show(const char* label, const float* d, int n) {
  float h[8];
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%s:", label);
  for (int i = 0; i < n; ++i) printf(" %g", h[i]);
  printf("\n");
}

int main() {
  float* d;
  cudaMalloc(&d, 8 * sizeof(float));

  float taps[3] = {0.25f, 0.5f, 0.25f};
  auto smooth = [=] __device__(int i) { return taps[i % 3] * 8 + sum3(taps); };
  taps[0] = 100;  // the lambda holds its own copy
  apply<<<1, 8>>>(d, 8, smooth);
  show("taps", d, 8);

  const int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  auto cells = [=] __device__(int i) {
    int total = 0;
    for (const auto& row : grid)
      for (int v : row) total += v;
    return float(total * 100 + grid[i % 2][i % 3] * 10 + int(sizeof(grid) / sizeof(grid[0])));
  };
  apply<<<1, 6>>>(d, 6, cells);
  show("grid", d, 6);

  weight table[2] = {{3, 1.5f}, {5, -2.0f}};
  auto weigh = [=] __device__(int i) { return table[i % 2].index * table[i % 2].w + i; };
  apply<<<1, 4>>>(d, 4, weigh);
  show("table", d, 4);

  for (int pass = 0, scale = 10; pass < 2; ++pass, scale *= 10) {
    auto scaled = [=] __device__(int i) { return float(i * scale + pass); };
    apply<<<1, 4>>>(d, 4, scaled);
    show(pass == 0 ? "pass0" : "pass1", d, 4);
  }
  cudaFree(d);
  return 0;
}
