// A member function of a base that depends on a class template's parameters is not found
// by its name alone: C++ looks there only for `this->f()` or `B<T>::f()`.
template <class T> struct B {
    __device__ int f() { return 2; }
};
template <class T> struct D : B<T> {
    __device__ int run() { return f(); }
};
__global__ void k(int* out) {
    D<int> d;
    *out = d.run();
}
