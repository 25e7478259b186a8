// Extended lambdas with a template parameter list (C++20), written after `__device__`, alone
// or with `auto` parameters and captures.
#include <cstdio>

template <class F> __global__ void apply(F f, float* out) {
    int i = threadIdx.x;
    out[i] = f(i, 0.5f * i);
}

template <class F> __global__ void scale_ints(F f, int* out) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
    float base = 10.0f;
    int factor = 3;
    auto mix = [=] __device__ <class I, class R>(I i, R r) { return base + static_cast<R>(i) * r; };
    // With an `auto` pack after the template's own parameters.
    auto twice = [factor] __device__ <typename T>(T x, auto... rest) {
        return static_cast<T>(factor) * x + static_cast<T>(sizeof...(rest));
    };
    float* d_out;
    int* d_ints;
    cudaMalloc(&d_out, 4 * sizeof(float));
    cudaMalloc(&d_ints, 4 * sizeof(int));
    apply<<<1, 4>>>(mix, d_out);
    scale_ints<<<1, 4>>>(twice, d_ints);
    float out[4];
    int ints[4];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(ints, d_ints, sizeof ints, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("mix(%d) = %.2f, twice(%d) = %d\n", i, out[i], i, ints[i]);
    cudaFree(d_out);
    cudaFree(d_ints);
    return 0;
}
