// corpus: constexpr conversion functions in constant expressions: `if constexpr` on a trait
// object (`std::is_same<T, float>{}`), a constexpr bool and a static_assert from a class
// object, an array bound from a class converting to int
#include <cstdio>
#include <type_traits>

struct yes { __host__ __device__ constexpr operator bool() const { return true; } };
struct three { __host__ __device__ constexpr operator int() const { return 3; } };

template <class T>
__device__ int f() {
    constexpr bool b = yes{};
    static_assert(yes{}, "a yes converts to true");
    int arr[three{}];
    for (int i = 0; i < 3; i++) arr[i] = i * 10;
    if constexpr (std::is_same<T, float>{})
        return 100 + b + arr[2];
    else if constexpr (std::is_integral<T>{})
        return 200 + b + arr[1];
    else
        return 300;
}

__global__ void k(int *o) {
    o[0] = f<float>();
    o[1] = f<int>();
    o[2] = f<double>();
}

int main() {
    int *d;
    cudaMalloc(&d, 3 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[3];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
