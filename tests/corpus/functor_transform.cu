// corpus: template struct functors passed by value to a templated transform kernel (transform<Square>, composition)
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

struct Square {
    template <typename T> __host__ __device__ T operator()(T x) const { return x * x; }
};

template <typename T>
struct AddConst {
    T c;
    __host__ __device__ T operator()(T x) const { return x + c; }
};

struct Clamp {
    int lo, hi;
    __host__ __device__ int operator()(int x) const { return x < lo ? lo : (x > hi ? hi : x); }
};

template <typename F, typename G>
struct Compose {  // applies g first, then f
    F f;
    G g;
    template <typename T> __host__ __device__ T operator()(T x) const { return f(g(x)); }
};

template <typename F, typename T>
__global__ void transform(const T* in, T* out, int n, F op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = op(in[i]);
}

template <typename F, typename T>
long long runAndSum(F op, const T* din, T* dout, T* host, int n) {
    transform<F, T><<<(n + 127) / 128, 128>>>(din, dout, n, op);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(host, dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < n; ++i) s += (long long)host[i];
    return s;
}

int main() {
    const int n = 1000;
    int h[n], r[n];
    for (int i = 0; i < n; ++i) h[i] = i % 41 - 20;
    int *din, *dout;
    CHECK(cudaMalloc(&din, sizeof(h)));
    CHECK(cudaMalloc(&dout, sizeof(h)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));

    long long s1 = runAndSum(Square{}, din, dout, r, n);
    printf("Square:           sum=%lld r[3]=%d\n", s1, r[3]);
    long long s2 = runAndSum(AddConst<int>{100}, din, dout, r, n);
    printf("AddConst<100>:    sum=%lld r[3]=%d\n", s2, r[3]);
    long long s3 = runAndSum(Clamp{-5, 7}, din, dout, r, n);
    printf("Clamp[-5,7]:      sum=%lld r[3]=%d\n", s3, r[3]);
    Compose<Square, AddConst<int>> sq_after_add{Square{}, AddConst<int>{3}};
    long long s4 = runAndSum(sq_after_add, din, dout, r, n);
    printf("Square(x+3):      sum=%lld r[3]=%d\n", s4, r[3]);
    Compose<Clamp, Compose<AddConst<int>, Square>> nested{Clamp{0, 150}, {AddConst<int>{-50}, Square{}}};
    long long s5 = runAndSum(nested, din, dout, r, n);
    printf("Clamp(x*x-50):    sum=%lld r[3]=%d\n", s5, r[3]);

    // the same functor type works for floating point data
    float hf[n], rf[n];
    for (int i = 0; i < n; ++i) hf[i] = (i % 9) * 0.5f;
    float *dfin, *dfout;
    CHECK(cudaMalloc(&dfin, sizeof(hf)));
    CHECK(cudaMalloc(&dfout, sizeof(hf)));
    CHECK(cudaMemcpy(dfin, hf, sizeof(hf), cudaMemcpyHostToDevice));
    transform<Square, float><<<(n + 127) / 128, 128>>>(dfin, dfout, n, Square{});
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(rf, dfout, sizeof(rf), cudaMemcpyDeviceToHost));
    double fs = 0.0;
    for (int i = 0; i < n; ++i) fs += rf[i];
    printf("Square<float>:    sum=%.2f r[3]=%.2f\n", fs, rf[3]);
    cudaFree(din); cudaFree(dout); cudaFree(dfin); cudaFree(dfout);
    return 0;
}
