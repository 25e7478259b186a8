// Idioms of recent C++ device code: `if constexpr` on the value of an integral_constant
// parameter of a generic lambda (index-sequence unrolling), std::array / cuda::std::array with
// structured bindings, std::get, deduction from braces and comparisons, a condition that
// starts with decltype, a local class sized by a parameter pack.
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda/std/array>

template <class F, int... Is>
__device__ void unroll(F f, std::integer_sequence<int, Is...>) {
    (f(std::integral_constant<int, Is>{}), ...);
}

template <class T>
__device__ int tagged(T x) {
    if (decltype(x)::value == 1) return 10;
    return 20;
}

template <int... Is>
__device__ int packed_size() {
    struct Row { int v[sizeof...(Is)]; };
    return sizeof(Row) / sizeof(int);
}

__global__ void kernel(int* out) {
    int acc = 0;
    unroll([&](auto I) {
        if constexpr (I == 0) acc += 1;
        else if constexpr (I() % 2 == 1) acc += 10 * I;
        else acc += 100;
    }, std::make_integer_sequence<int, 4>{});
    out[0] = acc;

    cuda::std::array<int, 3> a{1, 2, 3};
    auto [p, q, r] = a;
    out[1] = p * 100 + q * 10 + r + cuda::std::get<1>(a);
    cuda::std::array b = {5, 6, 7, 8};
    cuda::std::array<int, 4> c{5, 6, 7, 8};
    out[2] = (int)b.size() + b.back() + (b == c) * 100 + (a < cuda::std::array<int, 3>{1, 2, 4}) * 1000;
    out[3] = tagged(std::integral_constant<int, 1>{}) + tagged(std::integral_constant<int, 2>{});
    out[4] = packed_size<1, 2, 3>();
}

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
    return 0;
}
