// corpus: __forceinline__ and __noinline__ helpers, iterative (recursion-free) helpers, #pragma unroll
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

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__device__ __noinline__ unsigned long long factorial(int n) {  // loop instead of recursion
    unsigned long long r = 1;
    for (int k = 2; k <= n; ++k) r *= (unsigned long long)k;
    return r;
}

__device__ __noinline__ unsigned int fib(int n) {
    unsigned int a = 0, b = 1;
    for (int k = 0; k < n; ++k) {
        unsigned int t = a + b;
        a = b;
        b = t;
    }
    return a;
}

__device__ __forceinline__ int digitSum(unsigned long long v) {
    int s = 0;
    while (v) {
        s += (int)(v % 10);
        v /= 10;
    }
    return s;
}

__global__ void helpers(unsigned long long* fact, unsigned int* fibs, int* dsum, int* poly, int* clamped) {
    int t = threadIdx.x;  // 0..20
    fact[t] = factorial(t);
    fibs[t] = fib(t * 2);
    dsum[t] = digitSum(fact[t]);

    int coef[8];
#pragma unroll
    for (int k = 0; k < 8; ++k) coef[k] = (k & 1) ? -k : k + 1;  // fully unrolled, stays in registers
    int acc = 0;
#pragma unroll
    for (int k = 7; k >= 0; --k) acc = acc * (t - 10) + coef[k];
    poly[t] = acc;

    int s = 0;
#pragma unroll 4
    for (int k = 0; k < t * 3; ++k) s += clampi(k - 20, -5, 5);  // partially unrolled, runtime trip count
    clamped[t] = s;
}

int main() {
    const int n = 21;
    unsigned long long *dfact;
    unsigned int* dfib;
    int *ddsum, *dpoly, *dcl;
    CHECK(cudaMalloc(&dfact, n * sizeof(unsigned long long)));
    CHECK(cudaMalloc(&dfib, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&ddsum, n * sizeof(int)));
    CHECK(cudaMalloc(&dpoly, n * sizeof(int)));
    CHECK(cudaMalloc(&dcl, n * sizeof(int)));
    helpers<<<1, n>>>(dfact, dfib, ddsum, dpoly, dcl);
    CHECK(cudaGetLastError());
    unsigned long long fact[n];
    unsigned int fibs[n];
    int dsum[n], poly[n], cl[n];
    CHECK(cudaMemcpy(fact, dfact, sizeof(fact), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(fibs, dfib, sizeof(fibs), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(dsum, ddsum, sizeof(dsum), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(poly, dpoly, sizeof(poly), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(cl, dcl, sizeof(cl), cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; t += 4)
        printf("t=%2d %2d!=%llu digits=%d fib(%d)=%u poly=%d clamped=%d\n", t, t, fact[t], dsum[t], 2 * t,
               fibs[t], poly[t], cl[t]);
    printf("20! = %llu\n", fact[20]);
    cudaFree(dfact); cudaFree(dfib); cudaFree(ddsum); cudaFree(dpoly); cudaFree(dcl);
    return 0;
}
