// corpus: a function template declared with `tup<T>&` and defined with `ns::tup<T>&` is one
// template (a library's header declares, its implementation file defines), called through
// a using-declaration; and a member class template hides a namespace's template of its name
// with partial specializations
#include <cstdio>

namespace ns {
template <class T> struct tup { T v; };
template <class T, class U> __host__ __device__ void swap(tup<T> &x, tup<U> &y);
template <class T, class U> __host__ __device__ void swap(ns::tup<T> &x, ::ns::tup<U> &y) {
    T t = x.v;
    x.v = y.v;
    y.v = t;
}

template <class... Cs> struct and_;
template <> struct and_<> { static const bool value = true; };
template <class C, class... Cs> struct and_<C, Cs...> {
    static const bool value = C::value && and_<Cs...>::value;
};
template <bool C, class T, class F> struct if_c { typedef T type; };
template <class T, class F> struct if_c<false, T, F> { typedef F type; };
template <class I> struct difference {
    template <bool x, bool y> struct and_ { static const bool value = x && y; };
    typedef typename if_c<and_<true, true>::value, char, long>::type type;
    static __host__ __device__ int get() { return (int)sizeof(type) * 10 + and_<true, false>::value; }
};
}  // namespace ns

__global__ void kernel(int *out) {
    ns::tup<int> a{1}, b{2};
    using ns::swap;
    swap(a, b);
    out[0] = a.v * 10 + b.v;
    out[1] = ns::difference<int>::get();
}

int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("swapped %d, member template %d\n", h[0], h[1]);
    cudaFree(d);
    return 0;
}
