// corpus: derived classes: base initializers, inherited members and methods, derived-to-base pointers, references and values, empty bases
#include <cstdio>
struct Empty {};
struct Tag { static const int value = 42; };
struct A { int a = 4; __device__ int twice() const { return 2 * a; } };
struct B { short s; __device__ B() : s(9) {} __device__ B(int v) : s((short)v) {} __device__ int bump() { return ++s; } };
struct C : A, B { int c; __device__ C() : B(11), c(12) {} };
struct E : Empty { int e; };
struct F : Tag, A { int f = 2; };
struct G : B { int g; };
template <class T> struct Box { T v; __device__ Box(T x) : v(x) {} __device__ T get() const { return v; } };
template <class T> struct Named : Box<T> { using Super = Box<T>; int id; __device__ Named(T x, int i) : Super(x), id(i) {} };
struct Base { int a; __device__ Base(int v) : a(v) {} __device__ int get() const { return a * 10; } };
struct Derived : Base { int b; __device__ Derived() : Base(7), b(3) {} __device__ int sum() const { return a + b; } };
struct P { int x; };
struct Q : P { int y; };
struct V { int x, y; __device__ V operator+(const V& o) const { return V{x + o.x, y + o.y}; } };
struct W : V { int z; };

__device__ int read_base(const Base& r) { return r.a; }
__device__ int read_ptr(const P* p) { return p->x; }
__device__ int by_value(P p) { return p.x + 1; }
__device__ int twice_of(const A* p) { return p ? p->twice() : -1; }
__device__ int s_of(B& b) { return b.s; }

__global__ void single(int* o) {
  Derived d;
  o[0] = d.a; o[1] = d.b; o[2] = d.get(); o[3] = d.sum(); o[4] = read_base(d);
  Q q; q.x = 5; q.y = 6;
  o[5] = read_ptr(&q); o[6] = by_value(q);
  P* pp = &q; o[7] = pp->x;
  P& pr = q; o[8] = pr.x;
  P pv = q; o[9] = pv.x;
  Base* bp = &d; o[10] = bp->get();
  W w1; w1.x = 1; w1.y = 2; w1.z = 3;
  W w2; w2.x = 10; w2.y = 20; w2.z = 30;
  V s = w1 + w2; o[11] = s.x; o[12] = s.y;
  V vv; vv = w2; o[13] = vv.y;
}

__global__ void multiple(int* o) {
  C c;
  o[0] = c.a; o[1] = c.s; o[2] = c.c; o[3] = c.twice(); o[4] = c.bump(); o[5] = c.s;
  B* bp = &c; o[6] = bp->s; o[7] = s_of(c);
  C* back = static_cast<C*>(bp); o[8] = back->c;
  A* an = nullptr; o[9] = twice_of(an); o[10] = twice_of(&c);
  C* cn = nullptr; B* bn = cn; o[11] = bn == nullptr;
  E e; e.e = 3; o[12] = e.e;
  F f; o[13] = f.a + f.f; o[14] = F::value;
  Named<int> n(5, 6); o[15] = n.get() + n.id; o[16] = n.v;
  G g; o[17] = g.s;
  o[18] = sizeof(C); o[19] = sizeof(E); o[20] = sizeof(F);
  o[21] = (int)((char*)(B*)&c - (char*)&c);
}

int main() {
  int* o;
  cudaMallocManaged(&o, 32 * sizeof(int));
  single<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 14; i++) printf("%d ", o[i]);
  printf("\n");
  multiple<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 22; i++) printf("%d ", o[i]);
  printf("\n");
  cudaFree(o);
  return 0;
}
