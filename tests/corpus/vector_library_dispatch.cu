// corpus: how header-only vector libraries dispatch in device code: partial specializations
// over a template template parameter (`functor2<vec, 2, T, Q>`), overloaded functions and
// function templates passed by name where a function pointer parameter picks the overload
// (a user's overloads), pointers to the math library's `sqrtf` and `roundf`,
// `dot(vec<L, T, Q> const&, ...)` declared before and defined after the more general
// `dot(T, T)` (the more specialized wins), and `std::plus<T>` function objects (which nvcc
// calls in device code under `--expt-relaxed-constexpr`).
#include <cmath>
#include <cstdio>
#include <functional>

namespace mini {
enum qualifier { packed_highp, defaultp = packed_highp };
template <int L, class T, qualifier Q = defaultp> struct vec;
template <class T, qualifier Q> struct vec<2, T, Q> {
  T x, y;
  __host__ __device__ vec(T a, T b) : x(a), y(b) {}
};
template <template <int L, class T, qualifier Q> class V, int L, class R, class T, qualifier Q>
struct functor1 {};
template <template <int L, class T, qualifier Q> class V, class R, class T, qualifier Q>
struct functor1<V, 2, R, T, Q> {
  __host__ __device__ static V<2, R, Q> call(R (*f)(T), V<2, T, Q> const& v) {
    return V<2, R, Q>(f(v.x), f(v.y));
  }
};
template <template <int L, class T, qualifier Q> class V, int L, class T, qualifier Q>
struct functor2 {};
template <template <int L, class T, qualifier Q> class V, class T, qualifier Q>
struct functor2<V, 2, T, Q> {
  __host__ __device__ static V<2, T, Q> call(T (*f)(T, T), V<2, T, Q> const& a, V<2, T, Q> const& b) {
    return V<2, T, Q>(f(a.x, b.x), f(a.y, b.y));
  }
  template <class F>
  __host__ __device__ static V<2, T, Q> call(F f, V<2, T, Q> const& a, V<2, T, Q> const& b) {
    return V<2, T, Q>(f(a.x, b.x), f(a.y, b.y));
  }
};

template <int L, class T, qualifier Q>
__host__ __device__ T dot(vec<L, T, Q> const& a, vec<L, T, Q> const& b);
template <class T> __host__ __device__ T dot(T a, T b) { return a * b; }
template <int L, class T, qualifier Q>
__host__ __device__ T dot(vec<L, T, Q> const& a, vec<L, T, Q> const& b) {
  return a.x * b.x + a.y * b.y;
}

template <int L, class T, qualifier Q>
__host__ __device__ vec<L, T, Q> operator+(vec<L, T, Q> const& a, vec<L, T, Q> const& b) {
  return functor2<vec, L, T, Q>::call(std::plus<T>(), a, b);
}
__host__ __device__ float halve(float v) { return v / 2; }
__host__ __device__ double halve(double v) { return v / 4; }
__host__ __device__ float larger(float a, float b) { return a > b ? a : b; }
__host__ __device__ int larger(int a, int b) { return a > b ? a : b; }
}  // namespace mini

__global__ void kernel(float* out) {
  mini::vec<2, float> a(9.0f, 16.0f), b(2.4f, 3.6f);
  using unary = mini::functor1<mini::vec, 2, float, float, mini::defaultp>;
  mini::vec<2, float> s = unary::call(sqrtf, a) + unary::call(roundf, b);
  mini::vec<2, float> h = mini::functor1<mini::vec, 2, float, float, mini::defaultp>::call(mini::halve, a);
  mini::vec<2, float> m = mini::functor2<mini::vec, 2, float, mini::defaultp>::call(mini::larger, a, b);
  mini::vec<2, float> f = mini::functor1<mini::vec, 2, float, float, mini::defaultp>::call(sqrtf, a);
  out[0] = s.x;
  out[1] = s.y;
  out[2] = h.x + h.y;
  out[3] = mini::dot(m, m);
  out[4] = mini::dot(3.0f, 4.0f);
  out[5] = f.x * f.y;
}

int main() {
  float* out;
  cudaMallocManaged(&out, 6 * sizeof(float));
  kernel<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5]);
  return 0;
}
