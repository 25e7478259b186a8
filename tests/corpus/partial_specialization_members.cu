// corpus: members of two partial specializations of one class template defined outside
// them (constructors, member templates, operators): each instance uses its own
// specialization's, and of `operator+=(U)` and `operator+=(const vec<2, U>&)` the more
// specialized takes a vector.
#include <cstdio>
template <int L, class T> struct vec;
template <class T> struct vec<1, T> {
  T x;
  __host__ __device__ vec(T a);
  template <class U> __host__ __device__ vec(vec<2, U> const& v);
  __host__ __device__ T sum() const;
  template <class U> __host__ __device__ vec& operator+=(U s);
};
template <class T> struct vec<2, T> {
  T x, y;
  __host__ __device__ vec(T a, T b);
  template <class U> __host__ __device__ vec(vec<1, U> const& v);
  __host__ __device__ T sum() const;
  template <class U> __host__ __device__ vec& operator+=(U s);
  template <class U> __host__ __device__ vec& operator+=(vec<2, U> const& s);
};
template <class T> __host__ __device__ vec<1, T>::vec(T a) : x(a) {}
template <class T> template <class U> __host__ __device__ vec<1, T>::vec(vec<2, U> const& v) : x(v.x + v.y) {}
template <class T> __host__ __device__ vec<2, T>::vec(T a, T b) : x(a), y(b) {}
template <class T> template <class U> __host__ __device__ vec<2, T>::vec(vec<1, U> const& v) : x(v.x), y(v.x) {}
template <class T> __host__ __device__ T vec<1, T>::sum() const { return x; }
template <class T> __host__ __device__ T vec<2, T>::sum() const { return x + y; }
template <class T> template <class U> __host__ __device__ vec<1, T>& vec<1, T>::operator+=(U s) { x += s; return *this; }
template <class T> template <class U> __host__ __device__ vec<2, T>& vec<2, T>::operator+=(U s) { x += s; y += s; return *this; }
template <class T> template <class U> __host__ __device__ vec<2, T>& vec<2, T>::operator+=(vec<2, U> const& s) { x += s.x; y += s.y; return *this; }
__global__ void k(float* o) {
  vec<1, float> a(3.f);
  vec<2, float> b(1.f, 2.f);
  vec<2, float> c(a);
  vec<1, float> d(b);
  a += 1.f; b += 10.f; c += b;
  o[0] = a.sum(); o[1] = b.sum(); o[2] = c.sum(); o[3] = d.sum();
}
int main() { float* d; cudaMallocManaged(&d, 16); k<<<1,1>>>(d); cudaDeviceSynchronize(); printf("%g %g %g %g\n", d[0], d[1], d[2], d[3]); }
