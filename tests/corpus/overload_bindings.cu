// corpus: overload resolution between reference, pointer and by-value parameters: a by-value
// template and a `const&` one take an argument alike, so the more specialized wins; `T&` and
// `const T&` (and `T*`, `const T*`) differ by the `const` they add; an rvalue binds to
// `const int&` rather than `int&`; `const` objects call `const` member functions.
#include <cstdio>

template <class T> struct box { T v; };
template <class U> __device__ int f(U) { return 1; }
template <class U> __device__ int f(box<U> const&) { return 2; }
struct holder {
  template <class U> __device__ int g(U) { return 1; }
  template <class U> __device__ int g(box<U> const&) { return 2; }
  __device__ int m() { return 1; }
  __device__ int m() const { return 2; }
};
template <class T> __device__ int r(T&) { return 1; }
template <class T> __device__ int r(const T&) { return 2; }
template <class T> __device__ int p(T*) { return 1; }
template <class T> __device__ int p(const T*) { return 2; }
__device__ int q(int&) { return 1; }
__device__ int q(const int&) { return 2; }

__global__ void kernel(int* out) {
  box<float> b{1.0f};
  holder h;
  const holder ch{};
  int a = 1;
  const int c = 2;
  out[0] = f(b) * 10 + h.g(b);
  out[1] = r(a) * 1000 + r(c) * 100 + p(&a) * 10 + p(&c);
  out[2] = q(a) * 100 + q(c) * 10 + q(3);
  out[3] = h.m() * 10 + ch.m();
}

int main() {
  int* out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  kernel<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
