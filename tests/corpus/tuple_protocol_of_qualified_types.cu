// corpus: `std::tuple_size` and `std::tuple_element` of cv-qualified pairs, tuples and arrays
// (`tuple_size<remove_reference_t<decltype(t)>>` of a `const` tuple), with structured bindings
// of `const` objects, tuple-like or not
#include <array>
#include <cstdio>
#include <tuple>
#include <type_traits>
#include <utility>

struct Plain { int a; long b; };

template <class Tuple> __host__ __device__ int size_of(const Tuple& t) {
    return (int)std::tuple_size<std::remove_reference_t<decltype(t)>>::value;
}

__host__ __device__ void run(int* out) {
    int j = 0;
    const Plain s{1, 2};
    auto [x, y] = s;
    const auto& [p, q] = s;
    out[j++] = x * 1000 + (int)y * 100 + p * 10 + (int)q;
    const std::pair<int, long> pr{3, 4};
    auto [u, v] = pr;
    out[j++] = u * 10 + (int)v;
    const std::tuple<int, char, long> t{5, 'a', 7};
    auto& [t0, t1, t2] = t;
    out[j++] = t0 + t1 + (int)t2 + size_of(t) * 1000;
    out[j++] = std::is_same<std::tuple_element<1, const std::pair<int, long>>::type,
                            const long>::value * 10 +
               std::is_same<std::tuple_element<0, volatile std::tuple<int>>::type,
                            volatile int>::value;
    const std::array<int, 3> ar{1, 2, 3};
    auto [a0, a1, a2] = ar;
    out[j++] = a0 + a1 + a2 + size_of(ar) * 100 + (int)std::tuple_size<const volatile std::array<int, 5>>::value;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int i = 0; i < 5; i++) printf("%d ", out[i]);
    printf("\n");
    for (int i = 0; i < 5; i++) printf("%d ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
