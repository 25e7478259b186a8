// A constant static member computed from another's array, named alone in its class (and in a
// class template), and the array's elements as template arguments.
#include <cstdio>

struct Table {
  static constexpr int weights[3] = {1, 2, 3};
  static constexpr int last = weights[2];
  static constexpr int sum = weights[0] + weights[1] + weights[2];
};

template <int N> struct Scaled {
  static constexpr int steps[2] = {N, 2 * N};
  static constexpr int top = steps[1] + 1;
};

template <int V> struct Value {
  static constexpr int v = V;
};

__global__ void read(int* out) {
  out[0] = Table::last;
  out[1] = Table::sum;
  out[2] = Value<Table::weights[1]>::v;
  out[3] = Scaled<5>::top;
}

int main() {
  int* d;
  cudaMalloc(&d, 4 * sizeof(int));
  read<<<1, 1>>>(d);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
