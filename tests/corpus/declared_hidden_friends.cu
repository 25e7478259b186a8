// corpus: a friend function its class only declares (a hidden friend) is found by argument-dependent lookup where nothing evaluates it (detection traits, decltype); one defined later in the namespace is the function a call runs
#include <cstdio>

namespace geo {
struct Point {
  int x, y;
  friend __device__ bool operator==(Point, Point);
  friend __device__ int manhattan(const Point& p);
};
__device__ int manhattan(const Point& p) {
  return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y);
}
struct Opaque {
  friend __device__ long probe(Opaque);
};
}  // namespace geo

struct Plain {};

template <class T> __device__ T&& declval();
template <class T, class = void> struct equality { static const bool value = false; };
template <class T>
struct equality<T, decltype((void)(declval<const T&>() == declval<const T&>()))> {
  static const bool value = true;
};
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

__global__ void friends(int* out) {
  geo::Point p{3, -4};
  out[0] = manhattan(p);
  out[1] = equality<geo::Point>::value;
  out[2] = equality<Plain>::value;
  out[3] = same<decltype(probe(geo::Opaque{})), long>::value;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  friends<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("manhattan %d, equality %d %d, probe %d\n", out[0], out[1], out[2], out[3]);
  cudaFree(out);
  return 0;
}
