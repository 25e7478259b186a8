// Class-object rules checked against the host compiler's build of the same code: a reference
// to a base cast down to the derived class (`static_cast<C&>(b)`) and a comparison of pointers
// to a class and to its base reach the same object; a covariant override called through its
// base returns a pointer to the base's subobject; a class with a user-declared destructor or
// copy constructor has no implicit move assignment (members are copied); default member
// initializers of anonymous unions and structs run; an inherited constructor default-constructs
// the class's other bases, and a class's own constructor beats an inherited one equally good.
#include <cstdio>
#include <utility>

struct A { int a[3]; };
struct B { int b; };
struct C : A, B { int c; };

struct Source { __host__ __device__ virtual B* get() { return nullptr; } };
struct Override : Source {
  C object;
  __host__ __device__ C* get() override { return &object; }
};

struct E {
  int last = 0;
  __host__ __device__ E() {}
  __host__ __device__ E(const E&) { last = 1; }
  __host__ __device__ E(E&&) { last = 2; }
  __host__ __device__ E& operator=(const E&) { last = 3; return *this; }
  __host__ __device__ E& operator=(E&&) { last = 4; return *this; }
};
struct WithDestructor { E e; __host__ __device__ ~WithDestructor() {} };
struct WithCopy {
  E e;
  __host__ __device__ WithCopy() {}
  __host__ __device__ WithCopy(const WithCopy& o) : e(o.e) {}
};

struct Anonymous {
  union { int x = 5; float f; };
  struct { int p = 3; int q; };
};

struct First { int a = 1; };
struct Second { int b; __host__ __device__ Second(int x = 2) : b(x) {} };
struct Inheriting : First, Second {
  __host__ __device__ Inheriting() : Second(6) {}
  using Second::Second;
};

__host__ __device__ void run(int* o) {
  C c;
  c.b = 2;
  c.c = 4;
  B& rb = c;
  o[0] = static_cast<C&>(rb).c + 10 * (&static_cast<C&>(rb) == &c);
  B* pb = &c;
  o[1] = (pb == &c) + 10 * (&c != pb);
  Override ov;
  ov.object.b = 42;
  Source* s = &ov;
  o[2] = s->get()->b + 100 * (s->get() == static_cast<B*>(&ov.object));
  WithDestructor w1, w2;
  w2 = std::move(w1);
  WithCopy x1, x2;
  x2 = std::move(x1);
  o[3] = w2.e.last * 10 + x2.e.last;
  Anonymous an;
  o[4] = an.x * 10 + an.p;
  Inheriting own, inherited(8);
  o[5] = own.b * 100 + inherited.b * 10 + inherited.a;
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 6 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[6];
  run(h);
  for (int i = 0; i < 6; ++i) printf("%d: device %d host %d\n", i, d[i], h[i]);
  cudaFree(d);
}
