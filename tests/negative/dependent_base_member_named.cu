// A data member of a base that depends on a class template's parameters is not found by its
// name alone: C++ looks there only for `this->x` or `B<T>::x`.
template <class T> struct B {
    T x = 7;
};
template <class T> struct D : B<T> {
    __device__ int run() { return x; }
};
__global__ void k(int* out) {
    D<int> d;
    *out = d.run();
}
