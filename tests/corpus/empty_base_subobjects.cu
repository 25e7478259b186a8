// An empty base shares its address with the data of the class deriving from it (the empty
// base optimization), so initializing or copying it writes nothing: a tuple-like class whose
// last base is an empty terminator, value-initialized in a constructor's base list and copied,
// keeps its reference members' addresses intact.
#include <cstdio>
#include <utility>

template <int i, class T> struct Leaf {
    T x;
    template <class U> __device__ Leaf(U&& u) : x(std::forward<U>(u)) {}
};
template <int i, class... A> struct Impl;
template <int i> struct Impl<i> {};
template <int i, class A, class... R> struct Impl<i, A, R...> : Leaf<i, A>, Impl<i + 1, R...> {
    template <class B, class... S>
    __device__ Impl(B&& b, S&&... s)
        : Leaf<i, A>(std::forward<B>(b)), Impl<i + 1, R...>(std::forward<S>(s)...) {}
};
template <int i, class T> __device__ T& get(Leaf<i, T>& l) { return l.x; }

struct Empty {};
struct Holder : Leaf<0, float*>, Empty {
    __device__ Holder(float* p, const Empty& e) : Leaf<0, float*>(p), Empty(e) {}
    __device__ Holder(const Holder& o)
        : Leaf<0, float*>(static_cast<const Leaf<0, float*>&>(o)), Empty(static_cast<const Empty&>(o)) {}
};

__global__ void refs(float* out) {
    int x = 3;
    float y = 2;
    Impl<0, int&, float&> t(x, y);
    x = 4;
    y = 5;
    out[0] = get<0>(t) * 10 + get<1>(t);
    get<1>(t) = 6;
    out[1] = y;
    Empty e;
    Holder h(&y, e);
    Holder copy(h);
    static_cast<Empty&>(copy) = Empty();
    out[2] = *get<0>(copy);
    out[3] = sizeof(Holder);
}

int main() {
    float* d;
    cudaMalloc(&d, 4 * sizeof(float));
    refs<<<1, 1>>>(d);
    float h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
