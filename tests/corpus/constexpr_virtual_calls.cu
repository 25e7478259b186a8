// C++20 `constexpr` virtual functions in constant expressions: a call through a reference to
// the base reaches the final overrider (a template argument, an array bound, a `static_assert`),
// as the host compiler's build of the same code computes it.
#include <cstdio>

struct Shape {
  constexpr virtual int area() const { return 0; }
};
struct Rect : Shape {
  int w, h;
  constexpr Rect(int a, int b) : w(a), h(b) {}
  constexpr int area() const override { return w * h; }
};
struct Square : Rect {
  constexpr Square(int s) : Rect(s, s) {}
  constexpr int area() const override { return Rect::area() + 1; }
};

constexpr int area_of(const Shape& s) { return s.area(); }
constexpr int rect_area() { return area_of(Rect{3, 4}); }
constexpr int square_area() { return area_of(Square{5}); }

template <int N> struct Buffer { char bytes[N]; };

__host__ __device__ int run() {
  static_assert(rect_area() == 12, "a rectangle's area");
  static_assert(square_area() == 26, "a square's area, through two overriders");
  int table[square_area()];
  return (int)sizeof(Buffer<rect_area()>) * 1000 + (int)(sizeof table / sizeof table[0]);
}

__global__ void kernel(int* out) { *out = run(); }

int main() {
  int* d;
  cudaMallocManaged(&d, sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", *d, run());
  cudaFree(d);
}
