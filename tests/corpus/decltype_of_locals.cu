// Constant expressions that name a function's parameters and locals through decltype:
// `if constexpr (std::is_same_v<decltype(x), float>)` (in function templates and generic
// lambdas) and C++20 trailing requires clauses (`requires std::floating_point<decltype(x)>`).
#include <concepts>
#include <cstdio>
#include <type_traits>

template <class T>
__device__ int classify(T x) {
    if constexpr (std::is_same_v<decltype(x), float>)
        return 1;
    else if constexpr (sizeof(decltype(x)) == 8)
        return 2;
    else
        return 3;
}

__device__ auto half(auto x) requires std::floating_point<decltype(x)> { return x / 2; }
__device__ auto half(auto x) requires std::integral<decltype(x)> { return x >> 1; }

template <class T>
__device__ int width(T a, T b) requires(sizeof(decltype(a + b)) == 8) { return 8; }
template <class T>
__device__ int width(T a, T b) requires(sizeof(decltype(a + b)) == 4) { return 4; }

__global__ void kernel(int* out, float* fout) {
    out[0] = classify(1.0f) * 100 + classify(2.0) * 10 + classify(3);
    auto tag = [](auto v) {
        if constexpr (std::is_integral_v<decltype(v)>)
            return v * 2;
        else
            return -1;
    };
    out[1] = tag(21) * 100 + tag(1.5f);
    int local = 0;
    long long wide = 0;
    out[2] = std::is_same_v<decltype(local + wide), long long>;
    fout[0] = half(3.0f);
    out[3] = half(7);
    out[4] = width(1.0, 2.0) * 10 + width(1, 2);
}

int main() {
    int* out;
    float* fout;
    cudaMallocManaged(&out, 5 * sizeof(int));
    cudaMallocManaged(&fout, sizeof(float));
    kernel<<<1, 1>>>(out, fout);
    cudaDeviceSynchronize();
    printf("%d %d %d %.1f %d %d\n", out[0], out[1], out[2], fout[0], out[3], out[4]);
    return 0;
}
