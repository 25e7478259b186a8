// corpus: braced lists as function arguments: an aggregate parameter (members left out take
// their initializers), a class with a constructor, bound to a const reference, a parameter of
// `std::initializer_list`, a defaulted functor parameter written `= {}`, lists whose items
// have different types or none (`{2, 0.5f}`, `{}`: no `initializer_list` could hold them) for
// aggregates, constructors, scalars, a chosen overload and a direct-initialized object.
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
struct mixed {
  int n;
  float w;
};
struct scaled {
  float v;
  __device__ scaled(mixed m) : v(m.n * m.w) {}
};
enum class mode { plain, doubled };
__device__ float weigh(mixed m) { return m.n * m.w; }
__device__ int bump(int v) { return v + 1; }
__device__ int pick(mode m) { return m == mode::plain ? 100 : 200; }
__device__ int steps(int v, int, int) { return v; }
__device__ int steps(config c) { return c.scale + c.bias; }

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
  out[5] = weigh({2, 0.5f});
  out[6] = weigh({});
  out[7] = bump({}) + pick({});
  scaled s({3, 1.5f});
  out[8] = s.v;
  out[9] = steps({});
}

int main() {
  float* out;
  cudaMallocManaged(&out, 10 * sizeof(float));
  calls<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4]);
  printf("%g %g %g %g %g\n", out[5], out[6], out[7], out[8], out[9]);
  return 0;
}
