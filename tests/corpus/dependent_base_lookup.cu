// Names written alone in a member of a class template are not looked up in bases that depend
// on its parameters (two-phase lookup): `f()` there is the namespace's `f`, `this->f()` and
// `B<T>::g()` the base's, and so for data members (`x`, `this->x`); a base that depends on no
// parameter (`Plain`), and every base of a class that is not a template, are searched as
// usual, and `using B<T>::f;` brings the base's member in.
#include <cstdio>
__device__ int f() { return 1; }
__device__ int x = 4000;
template <class T> struct B {
    T x = 50000;
    int y = 6;
    __device__ int f() { return 2; }
    __device__ int g() { return 20; }
};
struct Plain {
    __device__ int h() { return 300; }
};
template <class T> struct D : B<T>, Plain {
    __device__ int run() { return f() + this->f() * 10 + B<T>::g() + h() + this->g() + x; }
    __device__ int fields() { return this->x + B<T>::y; }
};
struct E : B<int> {
    __device__ int run() { return f() + g(); }
};
template <class T> struct Uses : B<T> {
    using B<T>::f;
    using B<T>::y;
    __device__ int run() { return f() * 100 + y; }
};
__global__ void k() {
    D<int> d;
    E e;
    Uses<float> u;
    printf("%d %d %d %d\n", d.run(), d.fields(), e.run(), u.run());
}
int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
