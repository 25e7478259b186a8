// A member type of a base that depends on a class template's parameters is not found by its
// name alone: C++ wants `typename B<T>::value_type`.
template <class T> struct B {
    typedef T value_type;
};
template <class T> struct D : B<T> {
    __device__ int run() {
        value_type x = 3;
        return x;
    }
};
__global__ void k(int* out) {
    D<int> d;
    *out = d.run();
}
