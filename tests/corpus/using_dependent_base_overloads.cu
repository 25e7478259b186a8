#include <cstdio>
struct tr { int id; };
template <int I> struct B { __device__ static int f(tr) { return 10 + I; } };
template <int I> struct D : B<I + 1> { using B<I + 1>::f; __device__ static int f(int) { return I; } };
template <int I, class... T> struct ov;
template <int I> struct ov<I> { __device__ static int f() { return -1; } };
template <int I, class T, class... R> struct ov<I, T, R...> : ov<I + 1, R...> { using ov<I + 1, R...>::f; __device__ static int f(T) { return I; } };
__global__ void k() { printf("%d %d\n", D<0>::f(tr{1}), D<0>::f(1)); printf("%d %d\n", ov<0, int, float>::f(2.5f), ov<0, int, float>::f(1)); printf("%d\n", ov<0, int, tr>::f(tr{1}));}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
