// C++20 concepts in device code: constrained kernels and device functions, requires
// clauses and expressions, abbreviated function templates, overloads chosen by constraints.
#include <concepts>
#include <cstdio>
#include <type_traits>

template <typename T>
concept Real = std::floating_point<T>;

template <typename T>
concept Indexable = requires(T v, int i) {
    { v[i] } -> std::convertible_to<float>;
    v.size;
};

template <typename T>
concept HasScale = requires(const T &t) {
    typename T::scalar;
    { t.scale() } -> std::same_as<typename T::scalar>;
};

struct Span {
    const float *data;
    int size;
    __device__ float operator[](int i) const { return data[i]; }
};

struct Gain {
    using scalar = float;
    float g;
    __device__ scalar scale() const { return g; }
};

template <Real T>
__global__ void saxpy(int n, T a, const T *x, T *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
    requires std::integral<T>
__device__ const char *kind(T) { return "integral"; }

template <typename T>
    requires std::floating_point<T>
__device__ const char *kind(T) { return "floating"; }

// The more constrained overload wins where both are satisfied.
__device__ int width(std::integral auto) { return 1; }
__device__ int width(std::unsigned_integral auto) { return 2; }

__device__ float total(const Indexable auto &v) {
    float s = 0;
    for (int i = 0; i < v.size; i++) s += v[i];
    return s;
}

template <class T>
__device__ float scaled(const T &t, float x) {
    if constexpr (HasScale<T>) return t.scale() * x;
    else return x;
}

template <class T>
__device__ int fields(const T &t) {
    if constexpr (requires { t.g; }) return 1;
    else if constexpr (requires { t.data; t.size; }) return 2;
    else return 0;
}

template <class T>
struct Accumulator {
    T sum{};
    __device__ void add(T v) requires std::integral<T> { sum += v; }
    __device__ void add(T v) requires std::floating_point<T> { sum += v * 0.5f; }
};

__global__ void checks(const float *x, int n) {
    Span s{x, n};
    Gain g{3.0f};
    printf("kind: %s %s %s\n", kind(1), kind(2.5), kind('c'));
    printf("width: %d %d\n", width(-1), width(1u));
    printf("total: %g\n", total(s));
    printf("scaled: %g %g\n", scaled(g, 2.0f), scaled(s, 2.0f));
    printf("fields: %d %d %d\n", fields(g), fields(s), fields(7));
    Accumulator<int> ai;
    Accumulator<float> af;
    for (int i = 0; i < 4; i++) {
        ai.add(i);
        af.add((float)i);
    }
    printf("accumulated: %d %g\n", ai.sum, af.sum);
    printf("concepts: %d %d %d %d %d\n", Indexable<Span>, Indexable<Gain>, HasScale<Gain>,
           std::totally_ordered<float>, std::equality_comparable<Span>);
}

template <Real T>
void run_saxpy(const char *name) {
    const int n = 1000;
    T *x, *y;
    cudaMallocManaged(&x, n * sizeof(T));
    cudaMallocManaged(&y, n * sizeof(T));
    for (int i = 0; i < n; i++) {
        x[i] = T(i);
        y[i] = T(1);
    }
    saxpy<<<(n + 255) / 256, 256>>>(n, T(2), x, y);
    cudaDeviceSynchronize();
    double sum = 0;
    for (int i = 0; i < n; i++) sum += y[i];
    printf("saxpy<%s>: %.1f\n", name, sum);
    cudaFree(x);
    cudaFree(y);
}

int main() {
    run_saxpy<float>("float");
    run_saxpy<double>("double");
    float *x;
    cudaMallocManaged(&x, 4 * sizeof(float));
    for (int i = 0; i < 4; i++) x[i] = i + 0.5f;
    checks<<<1, 1>>>(x, 4);
    cudaDeviceSynchronize();
    cudaFree(x);
    return 0;
}
