// Names written alone in a member of a class template are not looked up in bases that depend
// on its parameters (two-phase lookup): `f()` there is the namespace's `f`, `this->f()` and
// `B<T>::g()` the base's, and so for data members (`x`, `this->x`) and member types
// (`value_type`, `typename B<T>::value_type`) and static members (`count`, `B<T>::count`); a
// base that depends on no parameter (`Plain`),
// and every base of a class that is not a template, are searched as usual, and `using
// B<T>::f;` (`using typename B<T>::Node;`) brings the base's member in.
#include <cstdio>
__device__ int f() { return 1; }
__device__ int x = 4000;
typedef short value_type;
__device__ const int count = 7;
template <class T> struct B {
    static const int count = 80000;
    typedef T value_type;
    struct Node {
        T v;
    };
    T x = 50000;
    int y = 6;
    __device__ int f() { return 2; }
    __device__ int g() { return 20; }
};
struct Plain {
    typedef long plain_type;
    __device__ int h() { return 300; }
};
template <class T> struct D : B<T>, Plain {
    __device__ int run() { return f() + this->f() * 10 + B<T>::g() + h() + this->g() + x; }
    __device__ int fields() { return this->x + B<T>::y; }
    __device__ int types() {
        value_type a = 3;
        typename B<T>::value_type b = 2.5;
        typename B<T>::Node n{4};
        plain_type c = 5;
        return sizeof(a) * 1000 + (int)(b * 10) + (int)n.v + (int)c;
    }
    __device__ int statics() { return count + B<T>::count; }
};
struct E : B<int> {
    __device__ int run() {
        value_type v = 7;
        Node n{2};
        return f() + g() + v * 1000 + n.v * 100;
    }
};
template <class T> struct Uses : B<T> {
    using B<T>::f;
    using B<T>::y;
    using typename B<T>::Node;
    __device__ int run() { return f() * 100 + y + (int)Node{2.5f}.v * 1000; }
};
__global__ void k() {
    D<float> d;
    E e;
    Uses<float> u;
    printf("%d %d %d %d %d %d\n", d.run(), d.fields(), d.types(), d.statics(), e.run(), u.run());
}
int main() {
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
