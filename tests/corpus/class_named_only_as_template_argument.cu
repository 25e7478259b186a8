// corpus: a class named only as a template argument is not defined for that: a pointer class
// whose base names its reference class (which holds the pointer), the branch a lazy
// metafunction does not take, a function template's explicit argument naming an invalid class
#include <cstdio>

// The pointer/reference pair of a device-pointer wrapper.
template <class T> struct Ptr;
template <class T> struct Ref {
    Ptr<T> ptr;
    __host__ __device__ operator T() const { return *ptr.p; }
    __host__ __device__ Ref &operator=(T v) { *ptr.p = v; return *this; }
};
template <class Element, class Reference> struct PointerBase {
    typedef Reference reference;
    Element *p;
};
template <class T> struct Ptr : PointerBase<T, Ref<T> > {
    __host__ __device__ Ref<T> operator*() const { Ref<T> r; r.ptr = *this; return r; }
};

// Lazy selection: the branch not taken names a class whose base is invalid for `int`.
template <class T> struct identity_ { typedef T type; };
template <class T> struct traversal_of : identity_<typename T::iterator_category> {};
template <bool C, class A, class B> struct eval_if { typedef typename A::type type; };
template <class A, class B> struct eval_if<false, A, B> { typedef typename B::type type; };
template <class T> struct is_numeric { static const bool value = true; };
template <class T>
struct traversal : eval_if<is_numeric<T>::value, identity_<long>, traversal_of<T> > {};

template <class T, class Unused> struct first_of { typedef T type; };
template <class T> __host__ __device__ int twice() { typename T::type x = 21; return 2 * x; }

__global__ void kernel(int *out) {
    Ptr<int> p;
    p.p = out;
    *p = (int)sizeof(Ptr<int>);
    Ptr<int>::reference r = *p;
    out[1] = r + 1;
    traversal<int>::type t = 40;
    out[2] = (int)t + (int)sizeof(t);
    out[3] = twice<first_of<int, traversal_of<int> > >();
}

int main() {
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sizeof(Ptr<int>) %d, through the reference %d, lazy branch %d, explicit argument %d\n",
           h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
