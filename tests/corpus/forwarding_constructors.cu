// A constructor template taking a forwarding reference binds a non-const lvalue of its class,
// or any object of a derived class, exactly: C++ prefers it to the copy constructor there
// (direct and copy initialization, by-value arguments, returns, braces), and takes the copy or
// move constructor where the template would bind no better.
#include <cstdio>
#include <utility>

struct Base {
  int v;
  __device__ Base(int x) : v(x) {}
  __device__ int tag() const { return 11; }
  __device__ Base(const Base& o) : v(o.v + 100) {}
  __device__ Base(Base&& o) : v(o.v + 200) {}
  template <class U> __device__ Base(U&& u) : v(u.tag()) {}
};

struct Derived : Base {
  __device__ Derived(int x) : Base(x) {}
  __device__ int tag() const { return 7; }
};

__device__ int take(Base b) { return b.v; }
__device__ Base give(Derived& d) { return d; }

// No copy constructor declared: the template against the implicit one.
struct Holder {
  int v;
  Holder() = default;
  template <class U> __device__ Holder(const U& u) : v(u.tag() + 50) {}
};
struct Sub : Holder {
  __device__ int tag() const { return 9; }
};

__global__ void construct(int* out) {
  Derived d(1);
  Base direct(d);
  Base copied = d;
  Base braced{d};
  out[0] = direct.v;
  out[1] = copied.v;
  out[2] = braced.v;
  out[3] = take(d);
  out[4] = give(d).v;
  Base moved(std::move(d));
  out[5] = moved.v;
  Base b(5);
  Base from_lvalue(b);
  const Base cb(6);
  Base from_const(cb);
  Base from_rvalue(std::move(b));
  Base sliced(static_cast<const Base&>(d));
  out[6] = from_lvalue.v;
  out[7] = from_const.v;
  out[8] = from_rvalue.v;
  out[9] = sliced.v;
  Sub s;
  s.v = 1;
  Holder h(s);
  Holder part(static_cast<Holder&>(s));
  out[10] = h.v;
  out[11] = part.v;
}

int main() {
  int* d;
  cudaMalloc(&d, 12 * sizeof(int));
  construct<<<1, 1>>>(d);
  int h[12];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 12; i++) printf("%d%c", h[i], i == 11 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
