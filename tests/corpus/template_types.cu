// corpus: one templated kernel instantiated and launched for int, float and double
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

template <typename T>
__device__ T square(T v) { return v * v; }

template <typename T>
__global__ void affineSquare(const T* in, T* out, T a, T b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = square(a * in[i] + b);
}

template <typename T> const char* typeName();
template <> const char* typeName<int>() { return "int"; }
template <> const char* typeName<float>() { return "float"; }
template <> const char* typeName<double>() { return "double"; }

static void show(int v) { printf(" %d", v); }
static void show(float v) { printf(" %.4f", v); }
static void show(double v) { printf(" %.4f", v); }

template <typename T>
void run(T a, T b) {
    const int n = 16;
    T h[n], r[n];
    for (int i = 0; i < n; ++i) h[i] = (T)(i - 8);
    T *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(T)));
    CHECK(cudaMalloc(&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice));
    affineSquare<T><<<1, 32>>>(din, dout, a, b, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    T sum = 0;
    for (int i = 0; i < n; ++i) sum += r[i];
    printf("%-6s:", typeName<T>());
    for (int i = 0; i < n; i += 5) show(r[i]);
    printf(" | sum");
    show(sum);
    printf("\n");
    cudaFree(din); cudaFree(dout);
}

int main() {
    run<int>(3, -7);
    run<float>(0.5f, 0.25f);
    run<double>(1.5, -0.125);
    return 0;
}
