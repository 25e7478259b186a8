// `long double` in device code: a type of its own for overloading and specialization, computed
// as `double`, laid out in 16 bytes as the host lays it out.
#include <cstddef>
#include <cstdio>
#include <type_traits>

__host__ __device__ inline int kind(float) { return 1; }
__host__ __device__ inline int kind(double) { return 2; }
__host__ __device__ inline int kind(long double) { return 3; }

template <class T> struct Tag { static const int v = 0; };
template <> struct Tag<double> { static const int v = 2; };
template <> struct Tag<long double> { static const int v = 3; };

struct Holder {
  char c;
  long double v;
};

__device__ long double twice(long double x) { return x * 2; }

__global__ void k(double* out) {
  long double third = 1.0L / 3;
  double d = 1.0 / 3;
  printf("device: kind %d %d %d %d, tag %d %d, same %d\n", kind(1.0f), kind(1.0), kind(1.0L),
         kind(third + d), Tag<double>::v, Tag<long double>::v,
         (int)std::is_same<double, long double>::value);
  printf("device: sizeof %d alignof %d, Holder %d at %d, equal %d\n", (int)sizeof(long double),
         (int)alignof(long double), (int)sizeof(Holder), (int)offsetof(Holder, v),
         (int)(third == d));
  *out = (double)twice(third);
}

int main() {
  double* out;
  cudaMallocManaged(&out, sizeof(double));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("host: kind %d %d, tag %d, sizeof %d, twice %.17g\n", kind(1.0), kind(1.0L),
         Tag<long double>::v, (int)sizeof(long double), *out);
  cudaFree(out);
  return 0;
}
