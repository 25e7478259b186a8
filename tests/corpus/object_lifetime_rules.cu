// C++'s rules for the lifetimes of class objects, run on the host and in a kernel and logged:
// constructors 1xx, destructors 2xx, copies 3xx, moves 4xx (the last digits the object's id).
// A user-declared destructor or copy suppresses the implicit move (members are copied); a
// `const` rvalue is copied, not moved; members lying in a base's footprint are destroyed; so
// are arrays of any rank (locals, members, `new[]`), a range-for's copies on every way out of
// an iteration, the temporaries converting constructors make for references, a loop
// condition's variable at the end of every iteration and a structured binding's hidden
// object (an array's elements copied one by one); a local returned by name into a converting
// constructor is moved from; a temporary whose class member a reference binds, or that a cast
// to a reference binds, lives as long as the reference (as does the object a range-for's
// array member comes from); an explicit destructor call is virtual; a union's members are
// made and destroyed only as the program says; `::operator new` and `::operator delete`
// allocate from the device heap.
#include <cstdio>
#include <new>
#include <utility>

struct Log {
  int v[128];
  int n;
};
__device__ Log* device_log;
Log* host_log;

__host__ __device__ void note(int x) {
#ifdef __CUDA_ARCH__
  Log* l = device_log;
#else
  Log* l = host_log;
#endif
  l->v[l->n++] = x;
}

struct T {
  int id;
  __host__ __device__ T(int i = 0) : id(i) { note(100 + id); }
  __host__ __device__ T(const T& o) : id(o.id) { note(300 + id); }
  __host__ __device__ T(T&& o) : id(o.id) { note(400 + id); }
  __host__ __device__ ~T() { note(200 + id); }
};

struct NoImplicitMove {
  T t;
  __host__ __device__ NoImplicitMove(int i) : t(i) {}
  __host__ __device__ ~NoImplicitMove() {}
};
struct Empty {};
struct AtEmptyBase : Empty {
  T t{5};
};
struct Grid {
  T cells[2][2];
};

__host__ __device__ int take(const T& t) { return t.id; }

struct Wrapper {
  T t;
  __host__ __device__ Wrapper(T&& x) : t(static_cast<T&&>(x)) { note(10); }
  __host__ __device__ Wrapper(const T& x) : t(x) { note(11); }
};
__host__ __device__ Wrapper wrap() {
  T t(12);
  return t;
}

struct Shape {
  __host__ __device__ virtual ~Shape() { note(30); }
};
struct Square : Shape {
  __host__ __device__ ~Square() override { note(31); }
};
union Slot {
  int raw;
  T object;
  __host__ __device__ Slot() : raw(0) {}
  __host__ __device__ ~Slot() {}
};
struct Holder {
  union {
    char none;
    T value;
  };
  bool full = false;
  __host__ __device__ Holder() : none(0) {}
  __host__ __device__ void fill(int id) {
    new (&value) T(id);
    full = true;
  }
  __host__ __device__ ~Holder() {
    if (full) value.~T();
  }
};

struct One {
  T t;
  __host__ __device__ One() : t(16) {}
  __host__ __device__ ~One() { note(40); }
};
struct Pair {
  T a[2];
  __host__ __device__ Pair() : a{T(17), T(18)} {}
  __host__ __device__ ~Pair() { note(41); }
};

struct Counter {
  int left;
  __host__ __device__ Counter(int n) : left(n) { note(700 + n); }
  __host__ __device__ ~Counter() { note(800 + left); }
  __host__ __device__ explicit operator bool() const { return left > 0; }
};

__host__ __device__ void run() {
  {
    NoImplicitMove a(1);
    NoImplicitMove b = static_cast<NoImplicitMove&&>(a);
  }
  note(1);
  {
    const T c(2);
    T d = std::move(c);
  }
  note(2);
  { AtEmptyBase e; }
  note(3);
  {
    T square[2][2] = {{6, 7}, {8, 9}};
  }
  note(4);
  { Grid g; }
  note(5);
  {
    T (*p)[2] = new T[1][2];
    delete[] p;
  }
  note(6);
  {
    T row[3] = {1, 2, 3};
    for (T t : row) {
      if (t.id == 1) continue;
      if (t.id == 3) break;
      note(900 + t.id);
    }
  }
  note(7);
  note(take(8));
  {
    const T& r = 9;
    note(r.id);
  }
  note(8);
  {
    int n = 2;
    while (Counter c = n--) note(c.left);
  }
  note(9);
  {
    T pair[2] = {13, 14};
    auto [x, y] = pair;
    note(x.id + y.id);
  }
  note(10);
  { Wrapper w = wrap(); }
  note(11);
  {
    Square sq;
    Shape* s = &sq;
    s->~Shape();
    new (&sq) Square;
  }
  note(12);
  {
    Slot slot;
    Holder empty, full;
    full.fill(15);
  }
  note(13);
  {
    const T& member = One().t;
    note(member.id);
    T&& cast = static_cast<T&&>(T(19));
    note(cast.id);
  }
  note(14);
  for (T& x : Pair().a) note(900 + x.id);
  note(15);
  int* raw = static_cast<int*>(::operator new(sizeof(int)));
  *raw = 42;
  note(*raw);
  ::operator delete(raw);
}

__global__ void kernel(Log* l) {
  device_log = l;
  run();
}

int main() {
  static Log host;
  host_log = &host;
  run();
  Log* d;
  cudaMallocManaged(&d, sizeof(Log));
  d->n = 0;
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  bool same = host.n == d->n;
  for (int i = 0; i < d->n; i++) {
    printf("%d%c", d->v[i], i + 1 == d->n ? '\n' : ' ');
    same = same && host.v[i] == d->v[i];
  }
  printf("%s\n", same ? "the host's log" : "not the host's log");
  cudaFree(d);
  return 0;
}
