// corpus: idioms of hand-written generic device libraries: smart-pointer and iterator classes
// with operator-> (chained through a proxy), defaulted functor arguments written `Op op = {}`,
// kernel templates launched with const-qualified type arguments, and same-named class
// templates in different namespaces (a user's `mini::tuple` beside `std::tuple`) each keeping
// their own partial specializations, static members named like type traits (`S::extent(2)`),
// operators found through an inline namespace's enclosing namespace, and member templates of
// class templates defined outside the class, called with explicit template arguments, and
// member alias templates named through a dependent type (`typename X<T>::template A<U>`), and
// explicit specializations that leave defaulted template arguments out (`ops<float>`).
#include <cstdio>
#include <tuple>
#include <type_traits>

struct node {
  int val;
  __device__ int twice() const { return 2 * val; }
};
struct node_ptr {
  node* p;
  __device__ node* operator->() const { return p; }
};
struct proxy {
  node_ptr inner;
  __device__ node_ptr operator->() const { return inner; }
};
template <class T>
struct strided {
  T* base;
  int stride;
  __device__ T* operator->() const { return base; }
  __device__ strided& operator++() {
    base += stride;
    return *this;
  }
};

struct plus {
  __device__ int operator()(int a, int b) const { return a + b; }
};
struct config {
  int scale = 3;
  int bias = 4;
};
template <class Op = plus>
__device__ int combine(int a, int b, Op op = {}, config c = {}) {
  return op(a, b) * c.scale + c.bias;
}

namespace a {
template <class... T> struct box { static constexpr int id = 1; };
template <class H, class... R> struct box<H, R...> { static constexpr int id = 2; };
}  // namespace a
namespace b {
template <class... T> struct box { static constexpr int id = 3; };
}  // namespace b
namespace mini {
template <class... T> struct tuple { static constexpr int id = 5; };
}  // namespace mini

struct shape {
  __host__ __device__ static int extent(int r) { return r + 1; }
  __host__ __device__ static int rank() { return 3; }
};
namespace lib {
inline namespace v2 {
struct point {
  int x;
};
}  // namespace v2
__host__ __device__ inline point operator+(point a, point b) { return {a.x + b.x}; }
}  // namespace lib

template <class T>
struct accumulator {
  T total = 0;
  template <int N> __device__ void add_first(const T* p);
  template <class U> __device__ void add_all(const U* p, int n);
};
template <class T>
template <int N>
__device__ void accumulator<T>::add_first(const T* p) {
  for (int i = 0; i < N; i++) total += p[i];
}
template <class T>
template <class U>
__device__ void accumulator<T>::add_all(const U* p, int n) {
  for (int i = 0; i < n; i++) total += (T)p[i];
}

template <class O>
struct outer {
  template <class I> struct pair_t {
    O o;
    I i;
  };
  template <class I> using pair_alias = pair_t<I>;
};
template <class T>
__device__ int dependent_alias() {
  typename outer<T>::template pair_alias<short> pr{(T)5, (short)6};
  outer<int>::pair_alias<char> direct{7, 8};
  return (int)pr.o * 10 + pr.i + direct.o * 1000 + direct.i * 100;
}

template <class T, class E = void> struct ops;
template <> struct ops<float> {
  __device__ static int get() { return 7; }
};
template <> struct ops<int, int> {
  __device__ static int get() { return 9; }
};

template <class S> struct info { static constexpr int id = 1; };
template <class S> struct info<const S> { static constexpr int id = 2; };

template <class T>
__global__ void qualifiers(int* o) {
  o[0] = std::is_const<T>::value;
  o[1] = info<T>::id;
  o[2] = sizeof(T);
}

template <class T>
__global__ void pointees(int* o) {
  o[3] = std::is_same<T, const int*>::value;
  o[4] = std::is_same<T, int*>::value;
}

__global__ void idioms(int* o) {
  node n{21};
  node_ptr q{&n};
  proxy w{q};
  o[5] = q->val;
  o[6] = w->twice();
  w->val = 8;
  o[7] = n.val;
  node row[4] = {{1}, {2}, {3}, {4}};
  strided<node> it{row, 2};
  ++it;
  o[8] = it->val;
  o[9] = combine(2, 4);
  o[10] = combine(2, 4, plus{}, config{1, 0});
  o[11] = a::box<int, float>::id * 100 + b::box<int, float>::id * 10 + mini::tuple<int, float>::id;
  o[12] = (int)std::tuple_size<std::tuple<int, float, char>>::value;
  lib::point p{1}, r{2};
  o[13] = shape::extent(2) * 10 + shape::rank() + (p + r).x * 100;
  int values[4] = {1, 2, 3, 4};
  float halves[2] = {0.5f, 1.5f};
  accumulator<int> acc;
  acc.add_first<3>(values);
  acc.add_all(halves, 2);
  o[14] = acc.total;
  o[15] = dependent_alias<int>();
  o[16] = ops<float>::get() * 10 + ops<int, int>::get();
}

int main() {
  int* o;
  cudaMallocManaged(&o, 20 * sizeof(int));
  qualifiers<const int><<<1, 1>>>(o);
  pointees<const int*><<<1, 1>>>(o);
  idioms<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 17; ++i) printf("%d ", o[i]);
  printf("\n");
  qualifiers<double><<<1, 1>>>(o);
  pointees<int*><<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 5; ++i) printf("%d ", o[i]);
  printf("\n");
  return 0;
}
