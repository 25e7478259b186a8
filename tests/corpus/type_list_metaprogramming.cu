// Template metaprogramming over type lists: the detection idiom (void_t, declval), partial
// specializations whose pack is inside a class argument (Length<List<Ts...>>, recursive At and
// IndexOf), if constexpr recursion, variable templates over traits, perfect forwarding.
#include <cstdio>
#include <type_traits>
#include <utility>
template <class, class = void> struct has_size : std::false_type {};
template <class T> struct has_size<T, std::void_t<decltype(std::declval<T>().size())>> : std::true_type {};
struct A { __device__ int size() const { return 3; } }; struct B {};
template <class... Ts> struct List {};
template <class L> struct Length;
template <class... Ts> struct Length<List<Ts...>> { static constexpr int value = sizeof...(Ts); };
template <int I, class L> struct At;
template <class T, class... Ts> struct At<0, List<T, Ts...>> { using type = T; };
template <int I, class T, class... Ts> struct At<I, List<T, Ts...>> { using type = typename At<I - 1, List<Ts...>>::type; };
template <class T, class L> struct IndexOf;
template <class T, class... Ts> struct IndexOf<T, List<T, Ts...>> { static constexpr int value = 0; };
template <class T, class U, class... Ts> struct IndexOf<T, List<U, Ts...>> { static constexpr int value = 1 + IndexOf<T, List<Ts...>>::value; };
template <int N> __device__ int countdown() { if constexpr (N == 0) return 0; else return N + countdown<N - 1>(); }
template <class T> __device__ int describe() { if constexpr (has_size<T>::value) return 1; else return 0; }
template <class T> using remove_cvref_t = std::remove_cv_t<std::remove_reference_t<T>>;
template <class T> __device__ constexpr bool is_float_like = std::is_floating_point_v<remove_cvref_t<T>>;
template <class F, class... Args> __device__ auto invoke_twice(F&& f, Args&&... args) -> decltype(f(std::forward<Args>(args)...)) { f(std::forward<Args>(args)...); return f(std::forward<Args>(args)...); }
__global__ void k() {
  using L = List<int, double, char, A>;
  printf("%d %d %d %d\n", has_size<A>::value, has_size<B>::value, describe<A>(), describe<B>());
  printf("%d %d %d %d\n", Length<L>::value, (int)sizeof(At<1, L>::type), (int)sizeof(At<2, L>::type), IndexOf<char, L>::value);
  printf("%d %d %d\n", countdown<10>(), (int)is_float_like<const double&>, (int)is_float_like<int>);
  int c = 0; auto f = [&c](int x) { c += x; return c; };
  printf("%d\n", invoke_twice(f, 5));
  static_assert(std::is_same_v<At<3, L>::type, A>, "at");
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
