// A tuple built the way standard libraries build one: a base class per element (Leaf<I, T>,
// a pack expansion in the base list), get<I> deducing T from the one base whose index is I,
// apply over an integer sequence, the constructor initializing each base from a pack
// expansion of base initializers.
#include <cstdio>
#include <utility>
#include <type_traits>
template <int I, class T> struct Leaf { T value; };
template <class Seq, class... Ts> struct TupleImpl;
template <int... Is, class... Ts> struct TupleImpl<std::integer_sequence<int, Is...>, Ts...> : Leaf<Is, Ts>... {
  __device__ TupleImpl(Ts... vs) : Leaf<Is, Ts>{vs}... {}
};
template <class... Ts> struct Tuple : TupleImpl<std::make_integer_sequence<int, sizeof...(Ts)>, Ts...> {
  using Base = TupleImpl<std::make_integer_sequence<int, sizeof...(Ts)>, Ts...>;
  __device__ Tuple(Ts... vs) : Base(vs...) {}
};
template <int I, class T> __device__ T& get_leaf(Leaf<I, T>& l) { return l.value; }
template <int I, class... Ts> __device__ auto& get(Tuple<Ts...>& t) { return get_leaf<I>(t); }
template <class F, class Tup, int... Is> __device__ auto apply_impl(F f, Tup& t, std::integer_sequence<int, Is...>) { return f(get<Is>(t)...); }
template <class F, class... Ts> __device__ auto apply(F f, Tuple<Ts...>& t) { return apply_impl(f, t, std::make_integer_sequence<int, sizeof...(Ts)>{}); }
__global__ void k() {
  Tuple<int, float, char> t(1, 2.5f, 'x');
  get<0>(t) = 5;
  printf("%d %g %c %d\n", get<0>(t), get<1>(t), get<2>(t), (int)sizeof(t));
  printf("%g\n", apply([](int a, float b, char c) { return a + b + (c == 'x'); }, t));
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
