// corpus: pointers to reference-qualified member functions (`int (Box::*)() &&`): the
// pointer's type picks the overload `&Box::get` names, calls through it run that overload,
// and traits match the qualified function types
#include <cstdio>
#include <type_traits>

struct Box {
    int v;
    __device__ int get() & { return v; }
    __device__ int get() && { return v + 100; }
    __device__ int get() const & { return v + 10; }
};

template <class T> struct is_rvalue_method : std::false_type {};
template <class R, class C> struct is_rvalue_method<R (C::*)() &&> : std::true_type {};

__global__ void kernel(int *out) {
    int (Box::*lvalue)() & = &Box::get;
    int (Box::*rvalue)() && = &Box::get;
    int (Box::*constant)() const & = &Box::get;
    Box b{1};
    const Box &cb = b;
    out[0] = (b.*lvalue)();
    out[1] = (Box{2}.*rvalue)();
    out[2] = (cb.*constant)();
    out[3] = is_rvalue_method<decltype(rvalue)>::value;
    out[4] = is_rvalue_method<decltype(lvalue)>::value;
    out[5] = std::is_same<decltype(lvalue), decltype(rvalue)>::value;
    out[6] = std::is_function<int() &&>::value;
}

int main() {
    int *d, h[7];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("through & %d, through && %d, through const & %d\n", h[0], h[1], h[2]);
    printf("is_rvalue_method: %d %d; & and && alike: %d; int() && is a function type: %d\n", h[3],
           h[4], h[5], h[6]);
    cudaFree(d);
    return 0;
}
