// corpus: variadic templates: function parameter packs with recursion and overloads, sizeof...,
// fold expressions (unary and binary, over + && and the comma), pack expansions in calls,
// forwarding and braced lists, and a variadic kernel launched by the host with several packs
#include <cstdio>
#include <utility>
template <typename T>
__device__ T sum(T x) { return x; }
template <typename T, typename... Rest>
__device__ T sum(T x, Rest... rest) { return x + sum(rest...); }

template <typename... Ts>
__device__ int count(Ts...) { return sizeof...(Ts); }

template <typename... Ts>
__device__ int fold_sum(Ts... xs) { return (xs + ... + 0); }

template <typename... Ts>
__device__ bool all_positive(Ts... xs) { return ((xs > 0) && ...); }

template <typename... Ts>
__device__ int weighted(Ts... xs) { int w = 0; int total = 0; ((total += ++w * xs), ...); return total; }

template <typename F, typename... Args>
__device__ float call(F f, Args&&... args) { return f(std::forward<Args>(args)...); }

__device__ float mul3(float a, int b, double c) { return a * b * (float)c; }

template <typename... Ts>
__device__ void fill(int *out, Ts... xs) { int vals[] = {xs...}; for (int i = 0; i < (int)sizeof...(xs); ++i) out[i] = vals[i]; }

__global__ void k(int *out, float *f) {
    out[0] = sum(1, 2, 3, 4);
    out[1] = count() * 100 + count(1, 2.0, 'c');
    out[2] = fold_sum(1, 2, 3) + fold_sum();
    out[3] = all_positive(1, 2, 3) + 2 * all_positive(1, -2) + 4 * all_positive();
    out[4] = weighted(5, 6, 7);
    f[0] = call(mul3, 1.5f, 2, 3.0);
    f[1] = sum(0.5f, 1, 2.0);
    fill(out + 5, 9, 8, 7);
}

template <typename... Args>
__global__ void packed(int *out, Args... args) { out[0] = (args + ...); out[1] = sizeof...(Args); }
int main() {
    int *d; float *df; cudaMalloc(&d, 8 * sizeof(int)); cudaMalloc(&df, 2 * sizeof(float));
    k<<<1, 1>>>(d, df);
    int o[8]; float fo[2];
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(fo, df, sizeof fo, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i) printf("%d ", o[i]);
    printf("\n%.2f %.2f\n", fo[0], fo[1]);
    packed<<<1, 1>>>(d, 1, 2, 3);
    cudaMemcpy(o, d, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d\n", o[0], o[1]);
    packed<<<1, 1>>>(d, 4, 5l);
    cudaMemcpy(o, d, 2 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d %d\n", o[0], o[1]);
    return 0;
}
