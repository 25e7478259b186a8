// corpus: braced lists as function arguments: an aggregate parameter (members left out take
// their initializers), a class with a constructor, bound to a const reference, a parameter of
// `std::initializer_list`, and a defaulted functor parameter written `= {}`.
#include <cstdio>
#include <initializer_list>

struct config {
  int scale = 3;
  int bias = 4;
};
struct vec2 {
  float x, y;
  __device__ vec2(float a, float b) : x(a), y(b) {}
};
struct twice {
  __device__ int operator()(int v) const { return 2 * v; }
};

__device__ int apply(config c) { return c.scale * 10 + c.bias; }
__device__ float length2(const vec2& v) { return v.x * v.x + v.y * v.y; }
__device__ int total(std::initializer_list<int> values) {
  int s = 0;
  for (int v : values) s += v;
  return s;
}
template <class Op = twice>
__device__ int transform(int v, Op op = {}) {
  return op(v);
}

__global__ void calls(float* out) {
  out[0] = apply({1, 2});
  out[1] = apply({7});
  out[2] = length2({3.0f, 4.0f});
  out[3] = total({1, 2, 3, 4});
  out[4] = transform(21);
}

int main() {
  float* out;
  cudaMallocManaged(&out, 5 * sizeof(float));
  calls<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4]);
  return 0;
}
