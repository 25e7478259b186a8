// Member operator templates called with explicit template arguments (`f.template
// operator()<double>(x)`, `c.operator()<int>(x)`): a template lambda's call operator and a
// class's templated call operator, with and without the `template` keyword; beside members
// whose names only start with `operator`, compared with `<`.
#include <cstdio>
struct Counts { int operator_count; int operators; };
struct Conv { template <class T> __device__ T operator()(float x) const { return (T)(x * 2); } };
__global__ void k(float* out) {
  auto twice = []<class T>(T x) { return x * 2; };
  out[0] = twice.template operator()<double>(1.25);
  out[1] = twice.operator()<int>(3);
  Conv c;
  out[2] = c.template operator()<int>(2.75f);
  out[3] = c.operator()<float>(2.75f);
  Counts n{2, 2};
  out[4] = n.operator_count < 3;
  out[5] = n.operators < 1;
}
int main() {
  float* d; cudaMallocManaged(&d, 24);
  k<<<1, 1>>>(d); cudaDeviceSynchronize();
  printf("%g %g %g %g %g %g\n", d[0], d[1], d[2], d[3], d[4], d[5]);
}
