// C++ idioms of device libraries: CRTP, tag dispatch on traits, enable_if overloads, expression
// templates, a member function template called with template, a variadic printf wrapper,
// a recursive tuple-like class, sizeof..., if constexpr with a deduced return type.
#include <cstdio>
#include <type_traits>
#include <utility>
template <class Derived> struct Shape {
  __device__ float area() const { return static_cast<const Derived*>(this)->area_impl(); }
  __device__ int name() const { return Derived::kName; }
};
struct Square : Shape<Square> { float s; static constexpr int kName = 4; __device__ float area_impl() const { return s * s; } };
struct Circle : Shape<Circle> { float r; static constexpr int kName = 0; __device__ float area_impl() const { return 3.0f * r * r; } };
template <class S> __device__ float total(const S& s, int n) { return s.area() * n; }
struct fast_tag {}; struct exact_tag {};
template <class T> struct policy { using type = typename std::conditional<std::is_floating_point<T>::value, fast_tag, exact_tag>::type; };
template <class T> __device__ T halve(T x, fast_tag) { return x * T(0.5); }
template <class T> __device__ T halve(T x, exact_tag) { return x >> 1; }
template <class T> __device__ T halve(T x) { return halve(x, typename policy<T>::type()); }
template <class T> __device__ typename std::enable_if<std::is_integral<T>::value, int>::type kind(T) { return 1; }
template <class T> __device__ typename std::enable_if<!std::is_integral<T>::value, int>::type kind(T) { return 2; }
template <class L, class R> struct Add { const L& l; const R& r; __device__ float operator[](int i) const { return l[i] + r[i]; } };
struct V { float d[4]; __device__ float operator[](int i) const { return d[i]; } };
template <class L, class R> __device__ Add<L, R> operator+(const L& l, const R& r) { return {l, r}; }
template <class T> struct Holder { template <int N> __device__ static T times(T v) { return v * N; } };
template <class T> __device__ T use_holder(T v) { return Holder<T>::template times<3>(v); }
template <class... Args> __device__ void log(const char* fmt, Args... args) { printf(fmt, args...); }
template <class T, class... Rest> struct Tup : Tup<Rest...> { T head; };
template <class T> struct Tup<T> { T head; };
template <class... Ts> __device__ constexpr int count() { return sizeof...(Ts); }
template <class T> __device__ auto describe(T v) { if constexpr (std::is_floating_point_v<T>) return v * 2; else return v + 1; }
__global__ void k() {
  Square sq; sq.s = 2; Circle c; c.r = 1;
  printf("%d %g %d %g %g\n", sq.name(), sq.area(), c.name(), c.area(), total(sq, 3));
  printf("%g %d %d %d\n", halve(5.0f), halve(9), kind(3), kind(2.5));
  V a{{1, 2, 3, 4}}, b{{10, 20, 30, 40}}; auto e = a + b; auto e2 = e + a;
  printf("%g %g\n", e[2], e2[3]);
  printf("%d\n", use_holder(7));
  log("%d-%s-%.2f\n", 1, "two", 3.0);
  Tup<int, float, char> t; t.head = 5; static_cast<Tup<float, char>&>(t).head = 2.5f;
  printf("%d %g %d %d\n", t.head, static_cast<Tup<float, char>&>(t).head, (int)sizeof(t), count<int, char, double>());
  printf("%g %d\n", describe(1.5f), describe(4));
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
