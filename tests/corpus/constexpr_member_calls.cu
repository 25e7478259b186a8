// corpus: constexpr member functions called on objects made in place as constants: array
// bounds (of a kernel's local arrays), constexpr locals used as bounds and template arguments,
// and a call operator.
#include <cstdio>

struct adder {
  __host__ __device__ constexpr int add(int a, int b) const { return a + b; }
  __host__ __device__ constexpr int operator()(int a) const { return a * 4; }
};
template <int N> struct holder {
  static constexpr int value = N;
};

__global__ void kernel() {
  int direct[adder().add(1, 2)];
  constexpr int n = adder().add(2, 3);
  int through_local[n];
  int through_call[adder()(2)];
  printf("%d %d %d %d %d\n", (int)sizeof direct, (int)sizeof through_local,
         (int)sizeof through_call, holder<n>::value, holder<adder().add(4, 4)>::value);
}

int main() {
  kernel<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
