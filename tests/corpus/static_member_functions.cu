// Static member functions name their class's static data members unqualified, in plain
// classes and class templates, as non-static member functions do.
#include <cstdio>
struct A {
  static constexpr int kOne = 16;
  __device__ static int sfun(int i) { return i * kOne; }
  __device__ int mfun(int i) const { return i * kOne; }
};
template <int F> struct B {
  static const int kTwo = 2 * F;
  __device__ static int sfun(int i) { return i * kTwo; }
};
__global__ void k() { A a; printf("%d %d %d\n", A::sfun(3), a.mfun(3), B<4>::sfun(3)); }
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
