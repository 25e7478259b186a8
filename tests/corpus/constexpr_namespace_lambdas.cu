// Lambdas held by namespace-scope `constexpr` variables called in constant expressions of
// device code (template arguments, array bounds, `static_assert`, `constexpr` locals), beside
// a `constexpr` lambda local to a kernel: C++17 makes a lambda's call operator `constexpr`, and
// device code may call a host one under --expt-relaxed-constexpr (nvcc requires the flag
// here, in constant expressions too).
#include <cstdio>

constexpr auto square = [](int x) { return x * x; };
constexpr auto halve = [](double x) -> double { return x / 2; };
namespace shapes {
constexpr auto area = [](int w, int h) { return w * h; };
}

template <int N> struct Buffer {
  int v[N];
  static constexpr int size = N;
};

__global__ void kernel(int* out) {
  Buffer<square(4)> b;
  out[0] = b.size;
  int tile[shapes::area(3, 5)];
  out[1] = (int)(sizeof(tile) / sizeof(tile[0]));
  static_assert(square(3) == 9, "square");
  static_assert(halve(9.0) == 4.5, "halve");
  constexpr int cells = shapes::area(square(2), 3);
  out[2] = cells;
  constexpr auto cube = [](int x) { return x * x * x; };
  constexpr int c = cube(3);
  out[3] = c + Buffer<cube(2)>::size;
}

int main() {
  int* d;
  cudaMalloc(&d, 4 * sizeof(int));
  kernel<<<1, 1>>>(d);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 0;
}
