// Concepts emulated as libraries do before C++20: a variable template whose defaulted value
// parameter has a type that `enable_if` makes invalid for a false condition is no instance
// at all, so naming it in a `decltype` fails the substitution around it; and the address of
// a function template declared for the host alone may be taken where nothing evaluates it
// (in a `decltype` of a signature), as the emulation's tag dispatch does.
#include <cstdio>

template <bool B>
struct Select {};
template <>
struct Select<true> {
    template <class T>
    using type = T;
};
template <bool B, class T = void>
using enable_if_t = typename Select<B>::template type<T>;

template <typename...>
struct Tag;

// Names a constant only where the condition holds.
template <bool B, enable_if_t<B, int> = 0>
constexpr int requires_true = 0;

template <class T>
constexpr bool is_integral = false;
template <>
constexpr bool is_integral<int> = true;
template <>
constexpr bool is_integral<long> = true;

// "Both are integral", as a fragment: a function whose return type fails for other types,
// declared for the host alone (no instance is ever made: only its address is typed).
template <class A, class B>
auto both_integral_impl() -> enable_if_t<!(decltype(requires_true<is_integral<A>>,
                                                    requires_true<is_integral<B>>, void(),
                                                    false){})> {}
template <typename... As>
char both_integral_test(Tag<As...>*, decltype(&both_integral_impl<As...>));
char (&both_integral_test(...))[2];
template <class A, class B>
constexpr bool both_integral =
    1u == sizeof(both_integral_test(static_cast<Tag<A, B>*>(nullptr), nullptr));

// A fragment built on the other.
template <class A, class B>
auto all_pairs_impl() -> enable_if_t<!(decltype(requires_true<both_integral<A, A>>,
                                                requires_true<both_integral<B, B>>,
                                                requires_true<both_integral<A, B>>, void(),
                                                false){})> {}
template <typename... As>
char all_pairs_test(Tag<As...>*, decltype(&all_pairs_impl<As...>));
char (&all_pairs_test(...))[2];
template <class A, class B>
constexpr bool all_pairs = 1u == sizeof(all_pairs_test(static_cast<Tag<A, B>*>(nullptr), nullptr));

// Picks an overload by the emulated concept.
template <class A, class B, enable_if_t<all_pairs<A, B>, int> = 0>
__device__ long combine(A a, B b) { return (long)a * 1000 + b; }
template <class A, class B, enable_if_t<!all_pairs<A, B>, int> = 0>
__device__ long combine(A a, B b) { return -1; }

__global__ void kernel(long* out) {
    out[0] = both_integral<int, long>;
    out[1] = both_integral<int, double>;
    out[2] = both_integral<float, int>;
    out[3] = all_pairs<long, int>;
    out[4] = all_pairs<int, char>;
    out[5] = combine(3, 4L);
    out[6] = combine(3, 4.5);
}

int main() {
    long* d;
    cudaMalloc(&d, 7 * sizeof(long));
    kernel<<<1, 1>>>(d);
    long h[7];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("both_integral<int, long> %ld\n", h[0]);
    printf("both_integral<int, double> %ld\n", h[1]);
    printf("both_integral<float, int> %ld\n", h[2]);
    printf("all_pairs<long, int> %ld\n", h[3]);
    printf("all_pairs<int, char> %ld\n", h[4]);
    printf("combine(3, 4L) %ld\n", h[5]);
    printf("combine(3, 4.5) %ld\n", h[6]);
    cudaFree(d);
    return 0;
}
