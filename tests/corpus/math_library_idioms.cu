// corpus: declaration idioms of header-only math libraries, in device code: `[[nodiscard]]`
// members, a conversion function and members defined outside a class template, operators
// declared with a parenthesized name (`V (operator+)(...)`), a member function template
// called before its declaration in the class, a value template parameter that hides a
// typedef of the same name, placement `::new`, documentation with backslashes in a macro
// argument the macro drops, a built-in operator between two objects that convert, and
// references and pointers initialized with parentheses (`const T &m(x.derived())`).
#include <cstdio>
#include <new>

namespace la {
typedef long Index;

#define LA_UNARY(NAME, OP, DOC) \
  __host__ __device__ inline int NAME(int x) { return x OP 2; }
LA_UNARY(twice, *, multiplies by two \sa half)
LA_UNARY(plus2, +, adds \c 2)

template <class T>
struct vec2 {
  T x, y;
  [[nodiscard]] __host__ __device__ T sum() const { return x + y; }
  [[nodiscard]] __host__ __device__ static constexpr int length() { return 2; }
  __host__ __device__ vec2 (operator+)(const vec2& o) const { return vec2{x + o.x, y + o.y}; }
  template <class S>
  __host__ __device__ vec2 (operator*)(const S& s) const { return vec2{x * s, y * s}; }
};

template <class T>
struct mat2 {
  typedef vec2<T> col_type;
  col_type c0, c1;
  __host__ __device__ mat2(col_type const& a, col_type const& b);
  __host__ __device__ operator vec2<T>() const;
  __host__ __device__ T trace() const { return checked<0>() + checked<1>(); }
  template <int I>
  __host__ __device__ T checked() const { return I == 0 ? c0.x : c1.y; }
};
template <class T>
__host__ __device__ mat2<T>::mat2(col_type const& a, col_type const& b) : c0(a), c1(b) {}
template <class T>
__host__ __device__ mat2<T>::operator vec2<T>() const {
  col_type d{c0.x, c1.y};
  return d;
}

template <int Index, int Stop>
struct unroll {
  __host__ __device__ static int run(int acc) { return unroll<Index + 1, Stop>::run(acc + Index); }
};
template <int Stop>
struct unroll<Stop, Stop> {
  __host__ __device__ static int run(int acc) { return acc; }
};

struct meters {
  float v;
  __host__ __device__ operator float() const { return v; }
};
struct seconds {
  float v;
  __host__ __device__ operator float() const { return v; }
};
}  // namespace la

template <class T>
__device__ float through_references(const T& x) {
  const T &same(x.derived());
  const T* at(&x);
  float y(same.v);
  return y + at->v;
}
struct wrapped {
  float v;
  __device__ const wrapped& derived() const { return *this; }
};

struct counter {
  int a, b;
  __device__ counter(int x) : a(x), b(2 * x) {}
};

__global__ void kernel(float* out) {
  la::vec2<float> p{1.5f, 2.5f}, q{0.5f, -1.0f};
  la::vec2<float> r = (p + q) * 2;
  out[0] = r.sum() + la::vec2<float>::length();
  la::mat2<float> m(p, q);
  la::vec2<float> diag = m;
  out[1] = diag.x * 10 + diag.y + m.trace();
  out[2] = la::unroll<0, 5>::run(0) + la::twice(la::plus2(1));
  alignas(counter) unsigned char buf[sizeof(counter)];
  counter* c = ::new (buf) counter(7);
  out[3] = c->a + c->b;
  c->~counter();
  la::meters d{12.0f};
  la::seconds t{4.0f};
  out[4] = d / t + d * t;
  out[5] = through_references(wrapped{2.5f});
}

int main() {
  float* out;
  cudaMallocManaged(&out, 6 * sizeof(float));
  kernel<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5]);
  return 0;
}
