// corpus: double-precision block reduction plus atomicAdd(double*), on values whose sums are exact
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

#define THREADS 256

__global__ void sumDouble(const double* in, double* sum, double* sumSq, int n) {
    __shared__ double s1[THREADS], s2[THREADS];
    double a = 0.0, b = 0.0;
    for (int i = blockIdx.x * THREADS + threadIdx.x; i < n; i += gridDim.x * THREADS) {
        double v = in[i];
        a += v;
        b += v * v;
    }
    s1[threadIdx.x] = a;
    s2[threadIdx.x] = b;
    __syncthreads();
    for (int w = THREADS / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) {
            s1[threadIdx.x] += s1[threadIdx.x + w];
            s2[threadIdx.x] += s2[threadIdx.x + w];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        atomicAdd(sum, s1[0]);
        atomicAdd(sumSq, s2[0]);
    }
}

int main() {
    const int n = 1 << 20;
    double* h = (double*)malloc(n * sizeof(double));
    for (int i = 0; i < n; ++i) h[i] = (i % 1000) * 0.125 - 50.0;
    double *din, *dres;
    CHECK(cudaMalloc(&din, n * sizeof(double)));
    CHECK(cudaMalloc(&dres, 2 * sizeof(double)));
    CHECK(cudaMemcpy(din, h, n * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dres, 0, 2 * sizeof(double)));
    sumDouble<<<64, THREADS>>>(din, dres, dres + 1, n);
    CHECK(cudaGetLastError());
    double r[2];
    CHECK(cudaMemcpy(r, dres, sizeof(r), cudaMemcpyDeviceToHost));
    double mean = r[0] / n;
    printf("sum=%.6f sum of squares=%.6f\n", r[0], r[1]);
    printf("mean=%.6f\n", mean);
    double ref = 0.0, refSq = 0.0;
    for (int i = 0; i < n; ++i) {
        ref += h[i];
        refSq += h[i] * h[i];
    }
    printf("%s\n", (ref == r[0] && refSq == r[1]) ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dres);
    free(h);
    return 0;
}
