// corpus: idioms of template libraries' configuration headers: `_Pragma` given a macro that
// makes its string, `(unsigned{1} << n)` and `(__uint128_t{1} << n)` in parentheses, a pack of
// references expanded in a parenthesized template argument list (`(all_true<Bs&...>)`), a
// partial specialization over a class template that asserts on its parameter (matching it
// makes no instance over a stand-in), a member class named as a namespace (`detail`), and a
// namespace found through a using-directive and an inline namespace (`lib::internal::one`)
#include <cstdio>

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)
#define SUPPRESS_WARNING(w) _Pragma(STRINGIFY(nv_diag_suppress w))
SUPPRESS_WARNING(177)

template <class... Ts> constexpr bool all_true = true;

template <class... Bs> __device__ bool refs_of_all() { return (all_true<Bs&...>) && (all_true<Bs*..., int>); }

template <long long N> struct Ratio {
    static_assert(N > 0, "a ratio's numerator is positive");
    static constexpr long long num = N;
};
template <class T> struct is_ratio { static const bool value = false; };
template <long long N> struct is_ratio<Ratio<N>> { static const bool value = true; };

namespace thrust { namespace detail { struct cons { int v; }; } }
namespace cub { struct Policy { struct detail { int x; }; }; }

namespace lib {
inline namespace v1 { namespace internal { __device__ int one() { return 1; } } }
}
namespace app {
namespace lib { using namespace ::lib; }
__device__ int one_through_lib() { return lib::internal::one(); }
}

__global__ void kernel(unsigned long long *out, int n) {
    out[0] = (unsigned{1} << n) - 1;
    const __uint128_t mask = (__uint128_t{1} << (n + 64)) - 1;
    out[1] = (unsigned long long)(mask >> 64);
    out[2] = refs_of_all<int, float>();
    out[3] = is_ratio<Ratio<3>>::value + is_ratio<int>::value + Ratio<3>::num;
    thrust::detail::cons c{7};
    out[4] = c.v + sizeof(cub::Policy::detail);
    out[5] = app::one_through_lib();
}

int main() {
    unsigned long long *d, h[6];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d, 5);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("(unsigned{1} << 5) - 1 = %llu\n", h[0]);
    printf("high half of a 128-bit mask of 69 bits = %llu\n", h[1]);
    printf("pack of references expanded = %llu\n", h[2]);
    printf("is_ratio<Ratio<3>> + is_ratio<int> + 3 = %llu\n", h[3]);
    printf("thrust::detail::cons + sizeof(cub::Policy::detail) = %llu\n", h[4]);
    printf("lib::internal::one() = %llu\n", h[5]);
    cudaFree(d);
    return 0;
}
