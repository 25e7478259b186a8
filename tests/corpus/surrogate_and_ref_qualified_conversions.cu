// Conversion functions told apart by ref-qualifiers (an lvalue object takes `&`, an rvalue
// `&&`), calls of an object through its conversion to a function pointer (a surrogate call
// function), and constant expressions reading a member of the object a `constexpr` call
// returns or a braced constant makes.
#include <cstdio>

struct Tagged {
  __device__ operator int() const & { return 1; }
  __device__ operator int() && { return 2; }
};

__device__ int twice(int x) { return 2 * x; }
__device__ int negate(int x) { return -x; }

struct Picker {
  using Fn = int (*)(int);
  bool neg;
  __device__ operator Fn() const { return neg ? negate : twice; }
};

template <int V> struct IC { static constexpr int value = V; };
struct P { int x, y; };
constexpr P make_point() { return P{3, 4}; }

__global__ void kernel(int* out) {
  Tagged t;
  out[0] = t;
  out[1] = Tagged{};
  out[2] = static_cast<int>(Tagged());
  out[3] = Tagged{}.operator int();
  Picker p{false}, q{true};
  out[4] = p(7);
  out[5] = q(7);
  const Picker& r = q;
  out[6] = r(threadIdx.x + 5);
  out[7] = IC<make_point().y>::value;
  out[8] = IC<P{8, 9}.x>::value;
  int a[make_point().x];
  out[9] = sizeof(a) / sizeof(int);
}

int main() {
  int* d;
  cudaMallocManaged(&d, 10 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  for (int i = 0; i < 10; ++i) printf("%d%c", d[i], i == 9 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
