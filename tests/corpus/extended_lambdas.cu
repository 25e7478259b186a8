// Extended lambdas: __device__ lambdas written in host code and passed to kernels
// (nvcc --extended-lambda). Implicit and explicit captures, init captures, a lambda with
// no captures, a mutable lambda, captured structs, and a lambda written in the launch.
#include <cstdio>
#include <vector>

template <typename F>
__global__ void transform(int n, const float *x, float *y, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = f(x[i], y[i]);
}

template <typename F>
__global__ void for_each_index(int n, F f) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        f(i);
}

struct Affine {
    float scale;
    float shift;
};

__device__ float squared(float v) { return v * v; }

int main() {
    const int n = 1000;
    std::vector<float> hx(n), hy(n);
    for (int i = 0; i < n; ++i) {
        hx[i] = 0.5f * i;
        hy[i] = 1.0f * (i % 7);
    }
    float *dx, *dy;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    auto reset = [&] {
        cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(dy, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    };
    auto report = [&](const char *what) {
        std::vector<float> out(n);
        cudaMemcpy(out.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        double sum = 0;
        for (float v : out) sum += v;
        printf("%-10s y[1]=%g y[10]=%g y[999]=%g sum=%.1f\n", what, out[1], out[10], out[999], sum);
    };

    // Implicit capture of a local, stored in a variable first.
    float a = 2.5f;
    auto saxpy = [=] __device__(float xi, float yi) { return a * xi + yi; };
    reset();
    transform<<<(n + 127) / 128, 128>>>(n, dx, dy, saxpy);
    report("saxpy");

    // Written in the launch, with a trailing return type and a device function call.
    float offset = -1.0f;
    reset();
    transform<<<(n + 127) / 128, 128>>>(n, dx, dy,
        [=] __device__(float xi, float yi) -> float { return squared(xi) * 0.01f + yi + offset; });
    report("inline");

    // Explicit captures, and a capture of a struct by value.
    Affine t{3.0f, 0.25f};
    int limit = 500;
    reset();
    transform<<<8, 128>>>(n, dx, dy, [t, limit] __device__(float xi, float yi) {
        return xi < limit ? t.scale * xi + t.shift : yi;
    });
    report("explicit");

    // An init capture and a lambda with no captures.
    reset();
    transform<<<8, 128>>>(n, dx, dy, [k = a * 2] __device__(float xi, float) { return k * xi; });
    report("init");
    reset();
    transform<<<8, 128>>>(n, dx, dy, [] __device__(float xi, float yi) { return xi - yi; });
    report("none");

    // A lambda that writes through a captured device pointer, and a mutable one whose
    // copy each thread changes.
    int *dcount;
    cudaMalloc(&dcount, sizeof(int));
    cudaMemset(dcount, 0, sizeof(int));
    float threshold = 100.0f;
    float *px = dx;
    reset();
    for_each_index<<<4, 64>>>(n, [=] __device__(int i) {
        if (px[i] > threshold) atomicAdd(dcount, 1);
    });
    int count = 0;
    cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost);
    printf("above %g: %d\n", threshold, count);
    int step = 3;
    float *py = dy;
    for_each_index<<<4, 64>>>(n, [=] __device__(int i) mutable {
        step += i % 2;
        py[i] = step;
    });
    report("mutable");
    printf("error: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    cudaFree(dx);
    cudaFree(dy);
    cudaFree(dcount);
    return 0;
}
