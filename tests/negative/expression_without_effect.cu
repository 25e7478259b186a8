// Expression statements that do nothing get nvcc's warning (measured; at the start of the
// statement, in a template at its definition); calls, operator functions, volatile reads,
// increments, casts to void and commas get none (nvcc warns for a comma whose left operand
// does nothing: not given here).
struct S { int a; __device__ int f() const { return a; } __device__ S operator+(const S& o) const { return S{a + o.a}; } };
__device__ int g(int x) { return x; }
__device__ volatile int vv;
template <class T> __device__ void t(T x) { x; x + 1; }
__global__ void k(int* p, int n) {
  int x = 3;
  S s{1};
  x;
  x + 1;
  x == 2;
  (void)x;
  p[0];
  *p;
  -x;
  x, g(x);
  g(x), x;
  s.a;
  s + s;
  s.f();
  vv;
  static_cast<int>(x);
  (int)x;
  n ? x : g(x);
  sizeof(x);
  x++;
  t(x);
  p[1] = x;
}
