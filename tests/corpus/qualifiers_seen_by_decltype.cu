// corpus: decltype sees the qualifiers that calls, conditionals and parameters in a trailing return type bring: volatile, const, a pointer's target's
#include <cstdio>
#include <type_traits>
#include <utility>

template <class X, class Y>
using cond_res = decltype(false ? std::declval<X (&)()>()() : std::declval<Y (&)()>()());
static_assert(std::is_same<cond_res<const volatile int&, const volatile int&>, const volatile int&>::value, "");
static_assert(std::is_same<cond_res<int const* const&, int const* const&>, int const* const&>::value, "");
static_assert(std::is_same<cond_res<const volatile int&, volatile int&>, const volatile int&>::value, "");

template <class L, class R>
__host__ __device__ auto assign(L l, R&& r) -> decltype(l = std::forward<R>(r));
static_assert(std::is_same<decltype(assign<volatile int&, volatile int&>(std::declval<volatile int&>(), std::declval<volatile int&>())), volatile int&>::value, "");
static_assert(std::is_same<decltype(assign<int const*&, int const* const&>(std::declval<int const*&>(), std::declval<int const* const&>())), int const*&>::value, "");

template <class L, class R, class = void>
struct assignable : std::false_type {};
template <class L, class R>
struct assignable<L, R, decltype(void(std::declval<L>() = std::declval<R>()))> : std::true_type {};

template <class T>
__device__ T pick(bool first, T& a, T& b) {
    using chosen = decltype(first ? a : b);
    static_assert(std::is_lvalue_reference<chosen>::value, "an lvalue");
    return first ? a : b;
}

__global__ void run(int* out) {
    volatile int a = 3, b = 4;
    out[0] = pick(true, a, b) + pick(false, a, b);
    const int* p = out + 1;
    const int* q = out + 2;
    out[1] = (pick(true, p, q) == p) + 2 * (pick(false, p, q) == q);
    out[2] = assignable<volatile int&, int>::value + 2 * assignable<const int&, int>::value;
}

int main() {
    int* d;
    cudaMalloc(&d, 3 * sizeof(int));
    run<<<1, 1>>>(d);
    int h[3];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sum=%d picked=%d assignable=%d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
