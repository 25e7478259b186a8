// Pointers to `volatile` member functions are a type of their own: overloads told apart by
// `volatile` are chosen by the pointer's type, and a trait's partial specialization sees it.
// (A kernel template taking one as its argument builds with ferrocuda; nvcc 13.0's host stub
// for it does not compile.)
#include <cstdio>

struct Counter {
    int v;
    __device__ int get() volatile { return v + 1; }
    __device__ int get() { return v + 2; }
    __device__ int get() const volatile { return v + 3; }
};

template <class T> struct kind { static const int value = 0; };
template <class C> struct kind<int (C::*)() volatile> { static const int value = 1; };
template <class C> struct kind<int (C::*)()> { static const int value = 2; };
template <class C> struct kind<int (C::*)() const volatile> { static const int value = 3; };

__global__ void pointers(int* out) {
    Counter c{5};
    int (Counter::*v)() volatile = &Counter::get;
    int (Counter::*p)() = &Counter::get;
    int (Counter::*cv)() const volatile = &Counter::get;
    volatile Counter& vc = c;
    out[0] = (vc.*v)();
    out[1] = (c.*p)();
    out[2] = (vc.*cv)();
    out[3] = kind<decltype(v)>::value * 100 + kind<decltype(p)>::value * 10 + kind<decltype(cv)>::value;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    pointers<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("volatile %d, plain %d, const volatile %d, kinds %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
