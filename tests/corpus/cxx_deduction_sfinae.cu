// Overloads told apart by a defaulted non-type template parameter of an enable_if type,
// non-type template parameters whose type is `typename X::type`, deduction of a class
// template's arguments from a class derived from it (CRTP helpers), and `new T[n]{...}` for a
// class without a default constructor.
#include <cstdio>
#include <type_traits>

template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__device__ int kind(T) { return 1; }
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__device__ int kind(T) { return 2; }

template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
__device__ T halve(T x) { return x >> 1; }

template <typename S>
struct Shape {
  __device__ float area() const { return static_cast<const S*>(this)->area_impl(); }
};
struct Square : Shape<Square> {
  float side;
  __device__ explicit Square(float s) : side(s) {}
  __device__ float area_impl() const { return side * side; }
};
struct Circle : Shape<Circle> {
  float r;
  __device__ explicit Circle(float r) : r(r) {}
  __device__ float area_impl() const { return 3.0f * r * r; }
};
template <typename S>
__device__ float twice_area(const Shape<S>& s) { return 2.0f * s.area(); }

struct Counted {
  int v;
  __device__ Counted(int v) : v(v) {}
};

__global__ void k(int* o, float* f) {
  o[0] = kind(9.0f);
  o[1] = kind(9);
  o[2] = kind(2.0);
  o[3] = halve(9);
  o[4] = halve(41L);
  f[0] = twice_area(Square(3.0f));
  f[1] = twice_area(Circle(1.0f));
  Counted* a = new Counted[3]{Counted(4), Counted(5), Counted(6)};
  o[5] = a[0].v + a[1].v * 10 + a[2].v * 100;
  delete[] a;
}

int main() {
  int* o; float* f;
  cudaMalloc(&o, 6 * sizeof(int)); cudaMalloc(&f, 2 * sizeof(float));
  k<<<1, 1>>>(o, f);
  int h[6]; float hf[2];
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  printf("kind %d %d %d halve %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  printf("areas %g %g array %d\n", hf[0], hf[1], h[5]);
}
