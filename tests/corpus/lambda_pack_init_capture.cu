// C++20 pack init-captures in device code: `[...ys = xs * 2]` captures a copy of each element
// of a pattern's expansion and `[&...rs = xs]` a reference to each, the captures then used as
// a pack in the body (a call's arguments, a fold).
#include <cstdio>

template <class F, class... Ts>
__device__ auto bind_doubled(F f, Ts... xs) {
  return [f, ...ys = xs * 2]() { return f(ys...); };
}

__device__ int add3(int a, int b, int c) { return a + b + c; }

template <class... Ts>
__device__ int bump_all(Ts&... xs) {
  auto bump = [&... rs = xs]() { ((rs += 10), ...); };
  bump();
  return (xs + ...);
}

template <class... Ts>
__device__ float weighted(Ts... xs) {
  int n = 0;
  auto f = [&n, ... ws = static_cast<float>(xs) / sizeof...(Ts)]() mutable {
    n = sizeof...(ws);
    return (ws + ... + 0.0f);
  };
  float r = f();
  return r * n;
}

__global__ void kernel(int* out, float* fout) {
  int i = threadIdx.x;
  out[3 * i] = bind_doubled(add3, i, 2, 3)();
  int a = i, b = 2 * i;
  out[3 * i + 1] = bump_all(a, b);
  out[3 * i + 2] = a;
  fout[i] = weighted(i, 1.5, 2.0f, 4u);
}

int main() {
  int* d;
  float* fd;
  cudaMalloc(&d, 12 * sizeof(int));
  cudaMalloc(&fd, 4 * sizeof(float));
  kernel<<<1, 4>>>(d, fd);
  int h[12];
  float f[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(f, fd, sizeof f, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++) printf("thread %d: %d %d %d %.3f\n", i, h[3 * i], h[3 * i + 1], h[3 * i + 2], f[i]);
  return 0;
}
