// corpus: structs (nested, with arrays, mixed member sizes) passed by value to kernels and returned by device functions
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

struct Range {
    int lo, hi;
};

struct Params {
    char tag;           // forces padding before the next member
    double scale;
    Range range;
    short weights[5];
    unsigned long long seed;
    float bias[3];
};

struct Stats {
    int count;
    long long weighted;
    double scaled;
};

__device__ Stats evaluate(Params p, int x) {
    Stats s;
    s.count = (x >= p.range.lo && x < p.range.hi) ? 1 : 0;
    s.weighted = (long long)p.weights[x % 5] * x + (long long)(p.seed % 1000);
    s.scaled = p.scale * x + p.bias[x % 3];
    return s;
}

__global__ void apply(Params p, Stats* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        Stats s = evaluate(p, i);
        if (p.tag == 'N') s.weighted = -s.weighted;
        out[i] = s;
    }
}

int main() {
    Params p;
    p.tag = 'N';
    p.scale = 0.75;
    p.range = {10, 40};
    const short w[5] = {3, -1, 4, -1, 5};
    for (int k = 0; k < 5; ++k) p.weights[k] = w[k];
    p.seed = 123456789012345ULL;
    p.bias[0] = 0.5f; p.bias[1] = -0.25f; p.bias[2] = 2.0f;

    const int n = 64;
    Stats* d;
    CHECK(cudaMalloc(&d, n * sizeof(Stats)));
    apply<<<2, 32>>>(p, d, n);
    CHECK(cudaGetLastError());
    Stats h[n];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));

    int count = 0;
    long long wsum = 0;
    double ssum = 0.0;
    for (int i = 0; i < n; ++i) {
        count += h[i].count;
        wsum += h[i].weighted;
        ssum += h[i].scaled;
    }
    printf("sizeof(Params)=%zu sizeof(Stats)=%zu\n", sizeof(Params), sizeof(Stats));
    printf("h[7]: count=%d weighted=%lld scaled=%.4f\n", h[7].count, h[7].weighted, h[7].scaled);
    printf("h[25]: count=%d weighted=%lld scaled=%.4f\n", h[25].count, h[25].weighted, h[25].scaled);
    printf("totals: count=%d weighted=%lld scaled=%.4f\n", count, wsum, ssum);
    cudaFree(d);
    return 0;
}
