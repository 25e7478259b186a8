// Partial ordering with packs: of two templates alike once their packs are expanded for the
// arguments, the one whose pattern as written takes fewer elements into its pack is the more
// specialized (a type list's head and tail over the whole list; `f(T, A...)` over `f(A...)`,
// `Ints<H, T...>` over `Ints<I...>` for packs of values, whichever is declared first), and
// packs in function types behind pointers, references and pointers to members match; a
// function template's pack is deduced from a pointer to a function (`R (*)(A...)`, given `&f`
// or `f`), and that template is more specialized than `p(T*)`; a partial specialization
// with a pack in a class argument and a trailing pack (`c<list<A...>, Rest...>`, the type-list
// concatenation) matches, each pack as long as its arguments.
#include <cstdio>

template <class... Ts> struct type_list {};
template <class... Ls> struct counts;
template <class... A, class... Rest> struct counts<type_list<A...>, Rest...> {
  static constexpr int n = sizeof...(A) * 10 + sizeof...(Rest);
};
template <class... Ls> struct concat;
template <class... A> struct concat<type_list<A...>> { using type = type_list<A...>; };
template <class... A, class... B, class... Rest>
struct concat<type_list<A...>, type_list<B...>, Rest...> {
  using type = typename concat<type_list<A..., B...>, Rest...>::type;
};
template <class... Ts> __host__ __device__ constexpr int length(type_list<Ts...>) {
  return sizeof...(Ts);
}

template <class... T> struct List {};
template <class T> struct Shape { static constexpr int v = 1; };
template <class... T> struct Shape<List<T...>> { static constexpr int v = 2; };
template <class H, class... T> struct Shape<List<H, T...>> { static constexpr int v = 3; };

template <class T> struct Callable { static constexpr int v = 1; };
template <class T> struct Callable<T*> { static constexpr int v = 2; };
template <class R, class... A> struct Callable<R (*)(A...)> { static constexpr int v = 3; };
template <class T> struct Callable<T&> { static constexpr int v = 4; };
template <class R, class... A> struct Callable<R (&)(A...)> { static constexpr int v = 5; };

struct Widget {
  int f(int);
};
template <class T> struct Member { static constexpr int v = 1; };
template <class R, class K> struct Member<R K::*> { static constexpr int v = 2; };
template <class R, class K, class... A> struct Member<R (K::*)(A...)> { static constexpr int v = 3; };

template <class... A> __host__ __device__ int pick(A...) { return 1; }
template <class T, class... A> __host__ __device__ int pick(T, A...) { return 2; }
template <class... A> __host__ __device__ int pointers(A*...) { return 1; }
template <class T, class... A> __host__ __device__ int pointers(T*, A*...) { return 2; }

template <int... I> struct Ints {};
template <class T> struct First { static constexpr int v = -1; };
template <int... I> struct First<Ints<I...>> { static constexpr int v = 100; };
template <int H, int... T> struct First<Ints<H, T...>> { static constexpr int v = H; };

template <class T> __host__ __device__ int target(T*) { return 1; }
template <class R, class... A> __host__ __device__ int target(R (*)(A...)) {
  return 10 + (int)sizeof...(A);
}
template <class R, class First, class... Rest>
__host__ __device__ int after_first(R (*)(First, Rest...)) {
  return (int)sizeof...(Rest);
}
__host__ __device__ int two(int, float) { return 0; }
__host__ __device__ float three(double, int, char) { return 0; }

__host__ __device__ void ordering(int* r) {
  int x = 0;
  r[0] = Shape<List<int, char>>::v * 100 + Shape<List<>>::v * 10 + Shape<int>::v;
  r[1] = Callable<int (*)(char, float)>::v * 100 + Callable<int*>::v * 10 +
         Callable<void (&)()>::v;
  r[2] = Member<int (Widget::*)(int)>::v * 10 + Member<int Widget::*>::v;
  r[3] = pick(1, 2) * 100 + pick(1) * 10 + pointers(&x, &x);
  r[4] = First<Ints<3, 4>>::v * 1000 + First<Ints<>>::v;
  r[5] = target(&x) * 1000 + target(&two) * 10 + after_first(three);
  r[6] = counts<type_list<int, int>, int, int, int>::n * 10 +
         length(typename concat<type_list<int>, type_list<char>, type_list<long>>::type{});
}

__global__ void run(int* out) { ordering(out); }

int main() {
  int* d;
  cudaMalloc(&d, 7 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[7], host[7];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  ordering(host);
  for (int i = 0; i < 7; i++) printf("device %d, host %d\n", h[i], host[i]);
  cudaFree(d);
  return 0;
}
