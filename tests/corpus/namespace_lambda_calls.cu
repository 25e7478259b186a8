// Lambdas held by namespace-scope `constexpr` variables used in code that runs, which
// --expt-relaxed-constexpr allows (their call operators are constexpr host functions): device
// code copies the (empty) object and calls the copy, handed to a device function template or
// kept in a local; plain and generic lambdas, and one in a namespace that calls its namespace's
// constexpr function. (A call of the variable itself is an error, as nvcc reports it.)
#include <cstdio>

constexpr auto square = [](int x) { return x * x; };
constexpr auto larger = [](auto a, auto b) { return a < b ? b : a; };
constexpr auto mix = [](float a, float x, float y) -> float { return a * x + y; };

namespace grid {
constexpr int cellsPerRow(int w) { return w * 4; }
constexpr auto cell = [](int row, int col, int w) { return row * cellsPerRow(w) + col; };
}

template <typename F> __device__ int apply(F f, int x) { return f(x) + 1; }

template <typename F, typename... A> __device__ auto call(F f, A... a) { return f(a...); }

__global__ void kernel(int* out, float* fout, int n) {
    int t = threadIdx.x;
    out[t] = apply(square, t + n);
    auto pick = larger;
    out[4 + t] = pick(t, 2);
    out[8 + t] = call(grid::cell, t, 1, 2);
    auto blend = mix;
    fout[t] = blend(2.0f, (float)t, 0.5f) + pick(0.25f, (float)t);
}

int main() {
    int* d;
    float* f;
    cudaMalloc(&d, 12 * sizeof(int));
    cudaMalloc(&f, 4 * sizeof(float));
    kernel<<<1, 4>>>(d, f, 1);
    int h[12];
    float hf[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    for (int r = 0; r < 3; ++r)
        printf("%d %d %d %d\n", h[4 * r], h[4 * r + 1], h[4 * r + 2], h[4 * r + 3]);
    printf("%g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);
    printf("on the host too: %d %d\n", square(7), grid::cell(1, 2, 3));
    return 0;
}
