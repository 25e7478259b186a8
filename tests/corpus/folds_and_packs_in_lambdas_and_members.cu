// corpus: pack expansions whose pattern holds a lambda (`([&](auto v) {...}(xs), ...)`), a
// member function template's arguments (`g.get<Ns>()`) or a template lambda's own pack
// (`[]<int... I>(Seq<I...>)` in a variadic template), and a fold written as a `requires`
// clause
#include <concepts>
#include <cstdio>
#include <utility>

template <int... I> struct Seq {};
struct Squares {
    template <int M> __host__ __device__ int get() const { return M * M; }
};

template <class... Ts> __host__ __device__ long long digits(Ts... xs) {
    long long r = 0;
    ([&](auto v) { r = r * 10 + v; }(xs), ...);
    return r;
}
template <class... Ts> __host__ __device__ int plus_one_each(Ts... xs) {
    return ((xs + [] { return 1; }()) + ...);
}
template <int... Ns> __host__ __device__ int sum_of_squares() {
    Squares g;
    const Squares* p = &g;
    int last[] = {p->template get<Ns>()...};
    return (g.get<Ns>() + ...) * 1000 + last[sizeof...(Ns) - 1];
}
template <class... T> __host__ __device__ int own_pack(T... t) {
    auto total = []<int... I>(Seq<I...>) { return (0 + ... + I); };
    return total(Seq<1, 2, 3>{}) * 10 + (int)sizeof...(T);
}
template <class... Ts>
    requires(std::integral<Ts> && ...)
__host__ __device__ int all_integral(Ts...) { return 1; }
template <class... Ts> __host__ __device__ int all_integral(Ts...) { return 0; }

__host__ __device__ void run(long long* out) {
    int j = 0;
    out[j++] = digits(1, 2, 3);
    out[j++] = plus_one_each(1, 2, 3);
    out[j++] = sum_of_squares<1, 2, 3>();
    out[j++] = own_pack(1, 2.0);
    out[j++] = all_integral(1, 2L, 'c') * 10 + all_integral(1, 2.0);
}

__global__ void kernel(long long* out) { run(out); }

int main() {
    long long* out;
    cudaMallocManaged(&out, 5 * sizeof(long long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long long host[5];
    run(host);
    for (int i = 0; i < 5; i++) printf("%lld ", out[i]);
    printf("\n");
    for (int i = 0; i < 5; i++) printf("%lld ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
