// Constructors' member initializers in their forms: a base named by an alias, by its template
// with arguments and without, with braces, a delegating constructor, a constructor template
// forwarding a pack to its base, and a pack expansion of bases initialized from one argument.
#include <cstdio>
template <class T> struct Base { T v; __device__ Base(T x) : v(x) {} };
struct Other { int o; __device__ Other(int x) : o(x * 2) {} };
template <class T> struct D : Base<T>, Other {
  using B = Base<T>;
  int m;
  __device__ D(T a, int b) : B(a), Other{b}, m(b + 1) {}
  __device__ D(T a) : D(a, 7) {}
};
struct E : Base<int> { __device__ E() : Base<int>(42) {} };
struct F : Base<float> { template <class... A> __device__ F(A... a) : Base(a...) {} };
template <class... Bs> struct Multi : Bs... { __device__ Multi(int x) : Bs(x)... {} };
struct P { int p; __device__ P(int x) : p(x) {} }; struct Q { int q; __device__ Q(int x) : q(-x) {} };
__global__ void k() {
  D<double> d(1.5); E e; F f(2.5f); Multi<P, Q> mq(9);
  printf("%g %d %d %d %g %d %d\n", d.v, d.o, d.m, e.v, f.v, mq.p, mq.q);
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
