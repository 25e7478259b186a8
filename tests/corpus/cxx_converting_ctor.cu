// corpus: converting constructors: arguments by value and by const reference, overloads, returns, copy-initialization and operators
#include <cstdio>
struct S { int v; __device__ S(int x) : v(x * 2) {} };
struct Pair { int a, b; __device__ Pair(int x, int y = 100) : a(x), b(y) {} };
struct Meters { float m; __device__ explicit Meters(float x) : m(x) {} };
struct Wrap { S s; __device__ Wrap(S in) : s(in) {} };
struct T { int q; };
struct U { int u; __device__ U(const T& t) : u(t.q + 1) {} };
struct Num { int n; __device__ Num(int x) : n(x) {} };
__device__ Num operator+(const Num& a, const Num& b) { return Num(a.n + b.n); }

__device__ int by_value(S s) { return s.v; }
__device__ int by_cref(const S& s) { return s.v + 1; }
__device__ int pick(S s) { return 1000 + s.v; }
__device__ int pick(double d) { return 2000 + (int)d; }
__device__ int pair_sum(Pair p) { return p.a + p.b; }
__device__ int len(Meters m) { return (int)m.m; }
__device__ int len(long n) { return -(int)n; }
__device__ S make(int x) { return x; }
__device__ int from_t(U x) { return x.u; }

__global__ void k(int* o) {
  o[0] = by_value(3);
  o[1] = by_cref(4);
  o[2] = pick(5);
  o[3] = pair_sum(7);
  short sh = 6;
  o[4] = by_value(sh);
  o[5] = len(9);
  S s = 10;
  o[6] = s.v;
  s = 11;
  o[7] = s.v;
  o[8] = make(12).v;
  Wrap w(13);
  o[9] = w.s.v;
  char c = 'a';
  o[10] = by_cref(c);
  T t;
  t.q = 41;
  o[11] = from_t(t);
  Num a(5);
  o[12] = (a + 3).n;
  o[13] = (4 + a).n;
}

int main() {
  int* o;
  cudaMallocManaged(&o, 14 * sizeof(int));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 14; i++) printf("%d ", o[i]);
  printf("\n");
  cudaFree(o);
  return 0;
}
