// One function template defined twice, its parameters named differently each time: a
// namespace function and a member function defined outside its class.
template <class T> __device__ T twice(T x) { return 2 * x; }
template <class U> __device__ U twice(U y) { return y + y; }

struct S {
    template <class T> __device__ T f(T x);
};
template <class T> __device__ T S::f(T x) { return x; }
template <class U> __device__ U S::f(U x) { return x + 1; }

__global__ void k(int* out) {
    S s;
    out[0] = twice(1) + s.f(2);
}
