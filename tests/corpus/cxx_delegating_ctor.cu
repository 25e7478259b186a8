// corpus: delegating constructors, in classes and class templates
#include <cstdio>
struct Range {
  int lo, hi, step;
  __device__ Range(int l, int h, int s) : lo(l), hi(h), step(s) {}
  __device__ Range(int h) : Range(0, h, 1) {}
  __device__ Range() : Range(10) { step = 2; }
  __device__ int count() const { return (hi - lo + step - 1) / step; }
};
template <class T> struct Box { T v; int tag; __device__ Box(T x, int t) : v(x), tag(t) {} __device__ Box(T x) : Box(x, 7) {} };
__global__ void k(int* o) {
  Range a(3, 11, 2), b(5), c;
  o[0] = a.count(); o[1] = b.lo * 100 + b.hi * 10 + b.step; o[2] = c.hi * 10 + c.step; o[3] = c.count();
  Box<float> x(2.5f); o[4] = (int)(x.v * 2) * 10 + x.tag;
}
int main() { int* o; cudaMallocManaged(&o, 5 * sizeof(int)); k<<<1, 1>>>(o); cudaDeviceSynchronize();
  for (int i = 0; i < 5; i++) printf("%d ", o[i]); printf("\n"); cudaFree(o); return 0; }
