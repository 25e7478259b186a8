// Name lookup and overload choice checked against the host compiler's build of the same code:
// an overloaded function's name picks the overload its target's type says in a cast, a
// function reference's initializer and a function-reference parameter; argument-dependent
// lookup looks in the namespaces of a class template instance's type arguments
// (`geo::Box<other::W>` finds `other::info` and `other::operator==`); a partial
// specialization of a member class template that names the enclosing template's parameter is
// chosen; a `T&` parameter takes no lvalue of another type (`f(int&)` given a `long` loses to
// `f(...)`).
#include <cstdio>

__host__ __device__ int ov(int x) { return x + 1; }
__host__ __device__ int ov(double x) { return (int)(x * 10); }
__host__ __device__ int call_ref(int (&f)(int), int x) { return f(x); }

namespace geo {
template <class T> struct Box { T t; };
}
namespace other {
struct W { int y; };
__host__ __device__ int info(const geo::Box<W>&) { return 2; }
__host__ __device__ bool operator==(const geo::Box<W>& a, const geo::Box<W>& b) {
  return a.t.y == b.t.y;
}
}  // namespace other

template <class T> struct Outer {
  template <class U, class V> struct M { static constexpr int v = 1; };
  template <class V> struct M<T, V> { static constexpr int v = 2; };
};

__host__ __device__ int bump(int& x) { return ++x; }
__host__ __device__ int bump(...) { return -100; }

__host__ __device__ void run(int* o) {
  o[0] = static_cast<int (*)(int)>(ov)(4);
  o[1] = ((int (*)(double))ov)(0.5);
  o[2] = call_ref(ov, 9);
  int (&r)(int) = ov;
  o[3] = r(2);
  geo::Box<other::W> a{{1}}, b{{1}};
  o[4] = info(a) * 10 + (a == b);
  o[5] = Outer<int>::M<int, char>::v * 10 + Outer<int>::M<char, char>::v;
  long l = 5;
  unsigned u = 1;
  int i = 7;
  o[6] = bump(l) + bump(u) * 1000 + bump(i) * 1000000;
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 7 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[7];
  run(h);
  for (int i = 0; i < 7; ++i) printf("%d: device %d host %d\n", i, d[i], h[i]);
  cudaFree(d);
}
