// Packs in overload resolution and partial ordering, checked against the host compiler's
// build of the same code: a parameter pack deduced from a pointer to a function (`R (*)(A...)`,
// given `&f` or `f`) has the function's parameter count, and that template is preferred over
// `p(T*)`; of two partial specializations over packs of values, `Ints<H, T...>` is more
// specialized than `Ints<I...>`, whichever is declared first.
#include <cstdio>

template <int... I> struct Ints {};
template <class T> struct First { static constexpr int v = -1; };
template <int... I> struct First<Ints<I...>> { static constexpr int v = 100; };
template <int H, int... T> struct First<Ints<H, T...>> { static constexpr int v = H; };

template <class T> __host__ __device__ int pick(T*) { return 1; }
template <class R, class... A> __host__ __device__ int pick(R (*)(A...)) {
  return 10 + (int)sizeof...(A);
}
template <class R, class... A> __host__ __device__ int arity(R (*)(A...)) {
  return (int)sizeof...(A);
}
template <class R, class First, class... Rest>
__host__ __device__ int after_first(R (*)(First, Rest...)) {
  return (int)sizeof...(Rest);
}

__host__ __device__ int two(int, float) { return 0; }
__host__ __device__ float three(double, int, char) { return 0; }

__host__ __device__ void run(int* o) {
  int x;
  o[0] = pick(&x);
  o[1] = pick(&two);
  o[2] = arity(two) * 10 + arity(&three);
  o[3] = after_first(three);
  o[4] = First<Ints<3, 4>>::v * 1000 + First<Ints<>>::v;
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 5 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[5];
  run(h);
  for (int i = 0; i < 5; ++i) printf("%d: device %d host %d\n", i, d[i], h[i]);
  cudaFree(d);
}
