// corpus: class template argument deduction through written deduction guides where the
// primary template is only declared and every instance comes from a partial specialization
// (a recursive tuple, `std::tuple t{1, 2.0}` and `cuda::std::tuple`), beside guides and
// constructors of an ordinary class template.
#include <cstdio>
#include <cuda/std/tuple>
#include <tuple>

template <class... T> struct list;
template <> struct list<> {
  __device__ list() {}
};
template <class H, class... R> struct list<H, R...> : list<R...> {
  H head;
  __device__ list(const H& h, const R&... r) : list<R...>(r...), head(h) {}
};
template <class... T> list(T...) -> list<T...>;

template <class A, class B> struct two {
  A a;
  B b;
  __device__ two(const A& x, const B& y) : a(x), b(y) {}
};
template <class... T> struct counted {
  int n;
  __device__ counted(T...) : n(sizeof...(T)) {}
};
template <class... T> counted(T...) -> counted<T...>;

__global__ void kernel() {
  two pair{1, 2.0};
  counted c{1, 2.0, 'x'};
  list l{1, 2.0};
  std::tuple t{3, 4.5, 'z'};
  cuda::std::tuple u{2.5f, 7};
  printf("%d %d %d %d\n", (int)sizeof(pair.b), c.n, (int)sizeof(l.head), l.head);
  printf("%d %g %c\n", (int)sizeof(std::get<1>(t)), std::get<1>(t), std::get<2>(t));
  printf("%d %g %d\n", (int)sizeof(cuda::std::get<0>(u)), cuda::std::get<0>(u), cuda::std::get<1>(u));
}

int main() {
  kernel<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
