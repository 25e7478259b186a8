// corpus: overload resolution beyond conversion costs: const and non-const member functions
// (the object's constness picks), qualification added to pointers and references, partial
// ordering of function templates, and `...` as the worst match
#include <cstdio>

struct S {
    int d[2] = {0, 0};
    __device__ int tag() { return 1; }
    __device__ int tag() const { return 2; }
    __device__ int operator()() { return 3; }
    __device__ int operator()() const { return 4; }
    __device__ int viaThis() const { return tag(); }
};
struct T {
    __device__ int tag() const { return 2; }
    __device__ int tag() { return 1; }
};

template <class U> struct Box { U v; };
template <class U> __device__ int pick(U) { return 1; }
template <class U> __device__ int pick(U *) { return 2; }
template <class U> __device__ int pick(const U *) { return 3; }
template <class U> __device__ int pick(Box<U>) { return 4; }
template <class U> __device__ int pick(Box<U *>) { return 5; }

__device__ int f(const int *) { return 1; }
__device__ int f(int *) { return 2; }
__device__ int g(const int &) { return 1; }
__device__ int g(int &) { return 2; }

template <class U> __device__ int which(const U &) { return 1; }
__device__ int which(...) { return 2; }
struct A { int a; };

__global__ void k(int *o) {
    S s;
    const S cs{};
    const S &rs = s;
    T t;
    const T ct{};
    o[0] = s.tag() * 10 + cs.tag();
    o[1] = s() * 10 + cs();
    o[2] = rs.tag() * 10 + rs() + s.viaThis() * 100;
    o[3] = t.tag() * 10 + ct.tag();
    int x = 0;
    const int cx = 1;
    int *px = &x;
    const int *pcx = &cx;
    o[4] = pick(x) * 10000 + pick(&x) * 1000 + pick(&cx) * 100 + pick(Box<char>{}) * 10 + pick(Box<int *>{});
    o[5] = pick(px) * 10 + pick(pcx);
    o[6] = f(&x) * 1000 + g(x) * 100 + f(&cx) * 10 + g(cx);
    A a{1};
    o[7] = which(4) * 100 + which(a) * 10 + which(2.5);
}

int main() {
    int *d;
    cudaMalloc(&d, 8 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[8];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("members %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    printf("templates %d %d\n", h[4], h[5]);
    printf("qualification %d, ellipsis %d\n", h[6], h[7]);
    cudaFree(d);
    return 0;
}
