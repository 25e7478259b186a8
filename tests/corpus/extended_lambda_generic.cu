// Generic extended lambdas (auto parameters): one lambda instantiated for several element
// types. (A __host__ __device__ lambda may not be generic.)
#include <cstdio>

template <typename T, typename F>
__global__ void apply(T *d, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = f(d[i], i);
}

int main() {
    const int n = 8;
    float *a;
    int *b;
    double *c;
    cudaMallocManaged(&a, n * sizeof(float));
    cudaMallocManaged(&b, n * sizeof(int));
    cudaMallocManaged(&c, n * sizeof(double));
    for (int i = 0; i < n; ++i) {
        a[i] = 0.5f * i;
        b[i] = i;
        c[i] = 0.25 * i;
    }
    int k = 3;
    auto twice = [=] __device__(auto v, int i) { return v * 2 + k + i; };
    apply<<<1, n>>>(a, n, twice);
    apply<<<1, n>>>(b, n, twice);
    apply<<<1, n>>>(c, n, twice);
    apply<<<1, n>>>(b, n, [=] __device__(const auto &v, auto i) { return v - i * k; });
    cudaDeviceSynchronize();
    for (int i = 0; i < n; ++i) printf("%g %d %g\n", a[i], b[i], c[i]);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return 0;
}
