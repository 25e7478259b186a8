// Names written alone in a member of a class template are not looked up in bases that depend
// on its parameters (two-phase lookup): `f()` there is the namespace's `f`, `this->f()` and
// `B<T>::g()` the base's; a base that depends on no parameter (`Plain`), and every base of a
// class that is not a template, are searched as usual.
#include <cstdio>
__device__ int f() { return 1; }
template <class T> struct B {
    __device__ int f() { return 2; }
    __device__ int g() { return 20; }
};
struct Plain {
    __device__ int h() { return 300; }
};
template <class T> struct D : B<T>, Plain {
    __device__ int run() { return f() + this->f() * 10 + B<T>::g() + h() + this->g(); }
};
struct E : B<int> {
    __device__ int run() { return f() + g(); }
};
template <class T> struct Uses : B<T> {
    using B<T>::f;
    __device__ int run() { return f() * 100; }
};
__global__ void k() {
    D<int> d;
    E e;
    Uses<float> u;
    printf("%d %d %d\n", d.run(), e.run(), u.run());
}
int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
