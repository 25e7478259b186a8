// Extended lambdas as programs tend to write them: a generic launcher that takes any device
// lambda, managed memory, declarations of several variables at once, a lambda written inside
// an ordinary host lambda, and a __host__ __device__ lambda handed to a host algorithm too.
#include <algorithm>
#include <cstdio>
#include <vector>

template <typename F>
__global__ void forall_kernel(int n, F body) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        body(i);
}

// A host template that launches whatever it is given.
template <typename F>
void forall(int n, F body) {
    forall_kernel<<<(n + 255) / 256, 256>>>(n, body);
    cudaDeviceSynchronize();
}

struct Stats {
    float min, max;
};

int main() {
    const int N = 1 << 12;
    float *x, *y;
    cudaMallocManaged(&x, N * sizeof(float));
    cudaMallocManaged(&y, N * sizeof(float));
    float a = 3.0f, b = -1.0f;

    forall(N, [=] __device__(int i) {
        x[i] = 0.001f * i;
        y[i] = 2.0f;
    });
    forall(N, [=] __device__(int i) { y[i] = a * x[i] + y[i] + b; });
    printf("y[0]=%g y[100]=%g y[N-1]=%g\n", y[0], y[100], y[N - 1]);

    // Captured inside a host lambda: its parameter and a variable of main.
    auto scale_by = [&](float s) {
        forall(N, [=] __device__(int i) { y[i] *= s; });
    };
    scale_by(0.5f);
    scale_by(4.0f);
    printf("scaled y[0]=%g y[N-1]=%g\n", y[0], y[N - 1]);

    // A struct captured and a reduction through atomics.
    Stats bounds{0.5f, 2.5f};
    int *inside;
    cudaMallocManaged(&inside, sizeof(int));
    *inside = 0;
    forall(N, [=] __device__(int i) {
        if (x[i] >= bounds.min && x[i] <= bounds.max) atomicAdd(inside, 1);
    });
    printf("inside [%g, %g]: %d\n", bounds.min, bounds.max, *inside);

    // The same lambda on the host (std::transform) and on the device.
    auto clamp01 = [] __host__ __device__(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); };
    std::vector<float> h(8);
    for (int i = 0; i < 8; ++i) h[i] = 0.3f * i - 0.5f;
    std::transform(h.begin(), h.end(), h.begin(), clamp01);
    printf("host:");
    for (float v : h) printf(" %g", v);
    printf("\n");
    forall(N, [=] __device__(int i) { x[i] = clamp01(x[i] - 1.0f); });
    printf("device: x[0]=%g x[1500]=%g x[N-1]=%g\n", x[0], x[1500], x[N - 1]);

    cudaFree(x);
    cudaFree(y);
    cudaFree(inside);
    return 0;
}
