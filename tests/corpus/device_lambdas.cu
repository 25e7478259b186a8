// corpus: lambdas defined and called inside device code: captures, generic lambdas, passing to templates
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

template <typename F>
__device__ int foldRange(int lo, int hi, int init, F f) {
    int acc = init;
    for (int k = lo; k < hi; ++k) acc = f(acc, k);
    return acc;
}

__global__ void lambdas(const int* in, int* out, int n, int offset) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;

    auto square = [](int x) { return x * x; };
    auto addOffset = [offset](int x) { return x + offset; };  // capture by value
    int calls = 0;
    auto counted = [&calls](int x) {                           // capture by reference
        ++calls;
        return 2 * x + 1;
    };
    auto twice = [](auto f, auto x) { return f(f(x)); };       // generic lambda

    int v = in[i];
    int a = square(addOffset(v));
    int b = twice(counted, v);
    int c = foldRange(0, v % 10, 1, [](int acc, int k) { return acc * 3 + k; });
    double d = twice([](double x) { return x * 0.5; }, (double)v);

    out[4 * i + 0] = a;
    out[4 * i + 1] = b;
    out[4 * i + 2] = c + calls;
    out[4 * i + 3] = (int)(d * 4.0);
}

int main() {
    const int n = 40;
    int h[n];
    for (int i = 0; i < n; ++i) h[i] = i * 3 - 17;
    int *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, 4 * sizeof(h)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));
    lambdas<<<2, 32>>>(din, dout, n, 5);
    CHECK(cudaGetLastError());
    int r[4 * n];
    CHECK(cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost));
    long long total = 0;
    for (int i = 0; i < 4 * n; ++i) total += r[i];
    for (int i = 0; i < n; i += 13)
        printf("in=%3d square(x+5)=%4d twice(2x+1)=%4d fold=%6d quarter*4=%4d\n", h[i], r[4 * i], r[4 * i + 1],
               r[4 * i + 2], r[4 * i + 3]);
    printf("total=%lld\n", total);
    cudaFree(din); cudaFree(dout);
    return 0;
}
