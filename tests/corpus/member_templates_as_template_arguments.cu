// corpus: member class templates as template template arguments: named alone inside their
// class template (whose parameters they use), as `S::template apply`, and deduced from an
// instance (`Agent<int>::Plan<long>` matches a partial specialization's `P<A>`)
#include <cstdio>
template <class> struct get_arch;
template <template <class> class P, class A> struct get_arch<P<A> > { typedef A type; };
template <template <class> class P> struct SP { typedef P<short> plan; };
template <class T> struct Outer {
  template <class A> struct PP { T t; A a; };
  typedef typename SP<PP>::plan plan;
  __device__ static int size() { return sizeof(plan); }
};
template <template <class> class MF, class T> __device__ typename MF<T>::type g(T x) { return x + 1; }
struct S { template <class T> struct apply { typedef T type; }; };
template <class F> struct Agent { template <class A> struct Plan {}; };
__global__ void k(int *o) {
  o[0] = Outer<double>::size();
  o[1] = g<S::template apply>(2) + g<S::apply>(3);
  get_arch<Agent<int>::Plan<long> >::type b = 0;
  o[2] = sizeof(b);
  o[3] = sizeof(typename get_arch<typename Outer<char>::plan>::type);
}

int main() {
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sizeof(Outer<double>::plan) %d, explicit %d, deduced %d, through the alias %d\n", h[0],
           h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
