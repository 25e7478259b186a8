// Partial and explicit specializations of member class templates written outside their
// class (`template <class T> template <class U> struct W<T>::In<U*>`), of a class template and
// of a plain class: the specialization's body sees the enclosing class's parameters, and
// device code picks the most specialized one as C++ does.
#include <cstdio>

template <class T> struct W {
  template <class U> struct In {
    static constexpr int v = 1;
    __device__ static int size() { return (int)sizeof(U); }
  };
};
template <class T> template <class U> struct W<T>::In<U*> {
  static constexpr int v = 2;
  __device__ static int size() { return 100 + (int)sizeof(T); }
};
template <class T> template <class U> struct W<T>::In<const U> {
  static constexpr int v = 3;
  __device__ static int size() { return 200 + (int)sizeof(U); }
};
template <> template <> struct W<int>::In<char> {
  static constexpr int v = 4;
  __device__ static int size() { return 300; }
};

struct Plain {
  template <class U, int N> struct Box {
    static constexpr int v = N;
  };
};
template <class U> struct Plain::Box<U*, 0> {
  static constexpr int v = -1;
};

__global__ void pick(int* out) {
  out[0] = W<int>::In<float*>::v;
  out[1] = W<int>::In<float>::v;
  out[2] = W<double>::In<const int>::v;
  out[3] = W<int>::In<char>::v;
  out[4] = W<double>::In<char>::v;
  out[5] = W<double>::In<int*>::size();
  out[6] = W<char>::In<int*>::size();
  out[7] = W<int>::In<const double>::size();
  out[8] = W<int>::In<char>::size();
  out[9] = W<int>::In<short>::size();
  out[10] = Plain::Box<int, 7>::v;
  out[11] = Plain::Box<int*, 0>::v;
  out[12] = Plain::Box<int*, 5>::v;
}

int main() {
  const int n = 13;
  int* d;
  cudaMalloc(&d, n * sizeof(int));
  pick<<<1, 1>>>(d);
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("%d%c", h[i], i + 1 < n ? ' ' : '\n');
  return 0;
}
