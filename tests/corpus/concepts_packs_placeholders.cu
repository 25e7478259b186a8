// C++20 concepts on packs and placeholders: constrained parameter packs (each element must
// satisfy the concept), constrained `auto` variables and parameters, constrained lambdas, and
// `const auto&` bound to a temporary.
#include <concepts>
#include <cstdio>

template <std::integral... Ts>
__device__ long long sum(Ts... xs) { return (0LL + ... + xs); }

template <class... Ts>
__device__ long long sum(Ts...) { return -1; }

template <std::floating_point... Ts>
struct Reals {
    static constexpr int count = sizeof...(Ts);
};

__device__ int arity(std::integral auto... xs) { return sizeof...(xs); }
__device__ int arity(auto... xs) { return -(int)sizeof...(xs); }

template <class T>
concept Scalar = std::integral<T> || std::floating_point<T>;

__device__ auto scale(Scalar auto x, Scalar auto factor) { return x * factor; }

template <class F, class T>
__device__ long long call_or(F f, T v) {
    if constexpr (requires { f(v); }) return f(v);
    else return -1;
}

__global__ void kernel(long long *out) {
    std::integral auto n = 5;
    const std::floating_point auto &half = 0.5f;
    const auto &temp = n * 3;
    out[0] = sum(1, 2, 3);
    out[1] = sum(1, 2.0, 3);
    out[2] = Reals<float, double>::count;
    out[3] = arity(1, 2, 3);
    out[4] = arity(1.0, 2);
    out[5] = (long long)(scale(n, half) * 10);
    out[6] = scale(7, 6);
    out[7] = temp;
    // Constrained lambdas: a call that does not satisfy them is not valid.
    auto only_ints = [](std::integral auto x) { return (long long)x * 2; };
    auto small = []<class T>(T) requires(sizeof(T) <= 4) { return 1LL; };
    out[8] = call_or(only_ints, 21) + call_or(only_ints, 1.5) * 10 + call_or(small, 'c') * 100 +
             call_or(small, 1.0) * 1000;
}

int main() {
    long long *out;
    cudaMallocManaged(&out, 9 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 9; i++) printf("out[%d] = %lld\n", i, out[i]);
    cudaFree(out);
    return 0;
}
