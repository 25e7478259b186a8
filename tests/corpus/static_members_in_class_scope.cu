// corpus: a constant static member's initializer calls constexpr functions with the class's other static members named alone (an array by reference, a class object), in plain classes and class templates
#include <cstdio>
constexpr int total(const int (&a)[3]) { return a[0] + a[1] + a[2]; }
struct Weights { int w[2]; };
constexpr int weigh(Weights x) { return x.w[0] * x.w[1]; }
template <int N> struct Table {
  static constexpr int s[3] = {N, 2 * N, 3 * N};
  static constexpr int sum = total(s);
  static constexpr Weights k = {{N, N + 1}};
  static constexpr int product = weigh(k);
};
struct Plain {
  static constexpr int s[3] = {4, 5, 6};
  static constexpr int sum = total(s);
};

__global__ void kern(int* out) {
  out[0] = Table<2>::sum;
  out[1] = Table<3>::product;
  int a[Table<1>::sum];
  out[2] = sizeof(a) / sizeof(int);
  out[3] = Plain::sum;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  kern<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("Table<2>::sum = %d\nTable<3>::product = %d\nbound = %d\nPlain::sum = %d\n", out[0], out[1], out[2], out[3]);
  cudaFree(out);
  return 0;
}
