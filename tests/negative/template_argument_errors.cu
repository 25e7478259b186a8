// flags: -std=c++17
// Template arguments that are no constants or name nothing: `char8_t` before C++20, an
// undeclared name, a division by zero (nvcc's words, measured).
#include <type_traits>
template <class T> __device__ bool is_c8() { return std::is_same<T, char8_t>::value; }
template <class A, int B> struct P { static constexpr int v = B; };
template <class T> __device__ int missing() { return P<T, Missing>::v; }
template <int N> __device__ int f() { return N; }
__global__ void k(bool* b, int* o) {
    b[0] = is_c8<char>();
    o[0] = missing<int>();
    o[1] = f<1/0>();
}
