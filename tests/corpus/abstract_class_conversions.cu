// corpus: no value of an abstract class is made: a detection trait whose test function takes the class by value finds no conversion to it, while a reference to it binds a derived object
#include <cstdio>

struct Shape {
  __device__ virtual float area() const = 0;
};
struct Square : Shape {
  float side;
  __device__ explicit Square(float s) : side(s) {}
  __device__ float area() const override { return side * side; }
};

template <class T> __device__ T&& declval();
template <class T> __device__ void take(T);
template <class F, class T, class = void> struct converts { static const bool value = false; };
template <class F, class T>
struct converts<F, T, decltype(take<T>(declval<F>()))> { static const bool value = true; };

__device__ float measure(const Shape& s) { return s.area(); }

__global__ void shapes(float* out) {
  Square sq(3.0f);
  out[0] = measure(sq);
  out[1] = converts<Square, Shape>::value;
  out[2] = converts<Square, const Shape&>::value;
  out[3] = converts<Square, Square>::value;
}

int main() {
  float* out;
  cudaMallocManaged(&out, 4 * sizeof(float));
  shapes<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("area %.1f, converts %d %d %d\n", out[0], (int)out[1], (int)out[2], (int)out[3]);
  cudaFree(out);
  return 0;
}
