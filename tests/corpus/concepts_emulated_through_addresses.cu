// corpus: C++17 concept emulation as generic libraries write it: the address of a function template whose trailing pack is left empty, its return type a constant made from decltype of its parameters (T{}), chosen or not against an ellipsis
#include <cstdio>
#include <type_traits>
#include <utility>

template <class...> struct Tag;
template <bool B> using Requires = typename std::enable_if<B>::type;

// invocable<F, Args...>: F called with Args.
template <class F, class... Args>
__host__ __device__ auto invocable_impl(F&& f, Args&&... args)
    -> Requires<!(decltype(std::forward<F>(f)(std::forward<Args>(args)...), void(), false){})> {}
template <class... As>
__host__ __device__ char invocable_check(Tag<As...>*, decltype(&invocable_impl<As...>));
__host__ __device__ char (&invocable_check(...))[2];
template <class... As>
constexpr bool invocable = 1u == sizeof(invocable_check(static_cast<Tag<As...>*>(nullptr), nullptr));

__host__ __device__ int seven() { return 7; }
struct Twice {
    __host__ __device__ int operator()(int x) const { return 2 * x; }
};

template <class F, class... Args>
__device__ int call_or_zero(F&& f, Args... args) {
    if constexpr (invocable<F, Args...>) {
        return f(args...);
    } else {
        return 0;
    }
}

__global__ void kernel(int* out) {
    out[0] = invocable<Twice, int>;
    out[1] = invocable<Twice>;
    out[2] = invocable<decltype(seven)&>;
    out[3] = invocable<int (*)()>;
    out[4] = invocable<int (*)(), int>;
    out[5] = call_or_zero(Twice{}, 21);
    out[6] = call_or_zero(Twice{});
    out[7] = call_or_zero(seven);
    auto p = &invocable_impl<Twice, int>;  // the pack given
    auto q = &invocable_impl<int (*)()>;   // a trailing pack left empty
    out[8] = p != nullptr && q != nullptr;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 9 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 9; ++i) printf("%d%c", out[i], i == 8 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
