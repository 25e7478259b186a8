// The variables of an enclosing function named where nothing evaluates them: `decltype(x)` and
// `sizeof x` in a local class's members and member functions, in a lambda's parameter types and
// body for variables it does not capture, in a lambda within a lambda, with a function
// template's parameters (a reference's `decltype` is a reference).
#include <cstdio>

template <class T>
__host__ __device__ int local_class(T x, const T& cr) {
  struct L {
    decltype(x) v;
    decltype(cr) r;
    __host__ __device__ int get() {
      decltype(x) w = v;
      return (int)(w * 2 + r) + (int)sizeof(x);
    }
  };
  L l{x, cr};
  int y = 5;
  auto lam = [y](decltype(x) z) {
    decltype(y) q = y;
    return (int)z + q + (int)sizeof(cr);
  };
  return l.get() * 1000 + lam(x);
}

__host__ __device__ int nested_lambdas(int a) {
  auto outer = [a]() {
    auto inner = [](decltype(a) b) { return b + (int)sizeof a; };
    return inner(a);
  };
  return outer();
}

__host__ __device__ void run(int* out) {
  out[0] = local_class(3, 4);
  out[1] = local_class(1.5, 2.0);
  out[2] = nested_lambdas(9);
}

__global__ void kernel(int* out) { run(out); }

int main() {
  int* d;
  cudaMallocManaged(&d, 3 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[3];
  run(h);
  for (int i = 0; i < 3; ++i) printf("device %d host %d\n", d[i], h[i]);
  cudaFree(d);
}
