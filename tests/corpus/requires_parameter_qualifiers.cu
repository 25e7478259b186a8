// The parameters of a `requires` expression take the qualifiers and references of the
// template parameters they are written with (`T& t` with `T = const int` is not assignable),
// and an rvalue never binds a non-`const` lvalue reference there.
#include <concepts>
#include <cstdio>
#include <utility>

__device__ void take(int&) {}

template <class T> concept assignable_through_reference = requires(T& t) { t = 1; };
template <class T> concept incrementable_through_reference = requires(T& t) { ++t; };
template <class T> concept takes_a_copy = requires(T t) { take(T(t)); };
template <class T> concept takes_the_parameter = requires(T t) { take(t); };
template <class T> concept takes_declval = requires { take(std::declval<T>()); };
template <class T> concept takes_forwarded = requires(T&& t) { take(static_cast<T&&>(t)); };

__global__ void answers(int* out) {
    int i = 0;
    out[i++] = assignable_through_reference<int>;
    out[i++] = assignable_through_reference<const int>;
    out[i++] = incrementable_through_reference<const int>;
    out[i++] = incrementable_through_reference<volatile int>;
    out[i++] = takes_a_copy<int>;
    out[i++] = takes_the_parameter<int>;
    out[i++] = takes_the_parameter<const int>;
    out[i++] = takes_declval<int>;
    out[i++] = takes_declval<int&>;
    out[i++] = takes_forwarded<int>;
    out[i++] = takes_forwarded<int&>;
    out[i++] = std::assignable_from<const int&, int>;
    out[i++] = std::assignable_from<int&, int>;
    out[i++] = std::swappable<const int>;
    out[i++] = std::swappable<int>;
}

int main() {
    const int n = 15;
    int* out;
    cudaMallocManaged(&out, n * sizeof(int));
    answers<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("answers:");
    for (int i = 0; i < n; ++i) printf(" %d", out[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
