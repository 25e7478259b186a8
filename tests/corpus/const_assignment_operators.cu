// corpus: a `const` object of a class with `const` assignment operators (a proxy reference) is assigned through them: in evaluated code, in a template's trailing return type and in a detection trait
#include <cstdio>

struct Ref {
  int* p;
  __device__ const Ref& operator=(int v) const { *p = v; return *this; }
  __device__ const Ref& operator=(const Ref& o) const { *p = *o.p; return *this; }
  __device__ const Ref& operator+=(int v) const { *p += v; return *this; }
};

template <class T> __device__ T&& declval();
template <class T, class U, class = void> struct assigns { static const bool value = false; };
template <class T, class U>
struct assigns<T, U, decltype((void)(declval<T>() = declval<U>()))> {
  static const bool value = true;
};

template <class L, class R>
__device__ auto assign(L l, R&& r) -> decltype(l = static_cast<R&&>(r)) {
  return l = static_cast<R&&>(r);
}
template <class L, class R> __device__ void through(L l, R r) { assign<L, R>(l, r); }

__global__ void proxies(int* out) {
  int a = 1, b = 2;
  const Ref ra{&a}, rb{&b};
  ra = 5;
  ra += 1;
  through<const Ref&, const Ref&>(rb, ra);
  out[0] = a;
  out[1] = b;
  out[2] = assigns<const Ref&, int>::value;
  out[3] = assigns<const Ref&, const Ref&>::value;
  out[4] = assigns<const int&, int>::value;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 5 * sizeof(int));
  proxies<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("a %d, b %d, traits %d%d%d\n", out[0], out[1], out[2], out[3], out[4]);
  cudaFree(out);
  return 0;
}
