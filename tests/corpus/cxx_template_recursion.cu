// corpus: function templates calling themselves with explicit arguments, explicit specializations and overloads ending the recursion, constructor templates, self-referencing class templates
#include <cstdio>
template <int N> __device__ int sum() { return N + sum<N - 1>(); }
template <> __device__ int sum<0>() { return 0; }
template <int N> __device__ int fact(int acc) { return fact<N - 1>(acc * N); }
template <> __device__ int fact<1>(int acc) { return acc; }
template <class T, int N> __device__ T power(T x) { return x * power<T, N - 1>(x); }
template <> __device__ float power<float, 0>(float) { return 1.0f; }
template <> __device__ int power<int, 0>(int) { return 1; }

template <int N> struct Int {};
__device__ int countdown(Int<0>) { return 0; }
template <int N> __device__ int countdown(Int<N>) { return N * 10 + countdown(Int<N - 1>()); }

template <int N> struct Stack { int top; Stack<N - 1> rest; };
template <> struct Stack<0> { int top; };
template <int N> __device__ int fill(Stack<N>& s, int v) { s.top = v; return v + fill<N - 1>(s.rest, v + 1); }
template <> __device__ int fill<0>(Stack<0>& s, int v) { s.top = v; return v; }

struct P { int v; template <class T> __device__ P(T x) : v((int)(x * 2)) {} };
struct Q { int a, b; template <class T, class U> __device__ Q(T x, U y) : a((int)x), b((int)y) {} };
struct Acc {
  int total;
  __device__ Acc() : total(0) {}
  template <int N> __device__ void add() { total += N; add<N - 1>(); }
};
template <> __device__ void Acc::add<0>() {}

__global__ void k(int* o) {
  o[0] = sum<4>();
  o[1] = fact<5>(1);
  o[2] = power<int, 3>(3);
  o[3] = (int)(4.0f * power<float, 2>(1.5f));
  P p(2.5f);
  o[4] = p.v;
  P p2(7);
  o[5] = p2.v;
  Q q(1.9, 'a');
  o[6] = q.a;
  o[7] = q.b;
  o[8] = countdown(Int<3>());
  Stack<3> s;
  o[9] = fill<3>(s, 5);
  o[10] = s.rest.rest.top;
  o[11] = sizeof(Stack<3>);
  Acc a;
  a.add<6>();
  o[12] = a.total;
}

int main() {
  int* o;
  cudaMallocManaged(&o, 13 * sizeof(int));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 13; i++) printf("%d ", o[i]);
  printf("\n");
  cudaFree(o);
  return 0;
}
