// corpus: device control flow: switch with fall-through, do/while, break/continue, ternaries, comma operator, compound assignments
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

__device__ int classify(int v) {
    int r = 0;
    switch (v % 6) {
        case 0: r += 1;        // falls through
        case 1: r += 10; break;
        case 2:
        case 3: r = -v; break;
        case 4: { int t = v * 2; r = t + 1; break; }
        default: r = 99;
    }
    return r;
}

__device__ int collatzSteps(unsigned int v) {
    int steps = 0;
    do {
        v = (v & 1u) ? 3u * v + 1u : v >> 1;
        ++steps;
    } while (v != 1u && steps < 1000);
    return steps;
}

__device__ int loopy(int v) {
    int acc = 0;
    for (int k = 0; k < 50; ++k) {
        if (k % 3 == 0) continue;  // skip multiples of three
        if (k * v > 400) break;
        acc += k;
    }
    return acc;
}

__device__ int compound(int v) {
    int x = v + 1000;
    x += 7; x -= 3; x *= 5; x /= 3; x %= 1000;
    x <<= 3; x >>= 1; x &= 0x3ff; x |= 0x400; x ^= 0x155;
    int a, b;
    int c = (a = v * 2, b = a + 3, a * b);  // comma operator: value of the last expression
    return x + (c % 97) + (v > 10 ? (v < 20 ? 1 : 2) : 0);
}

__global__ void flow(int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[4 * i + 0] = classify(i);
    out[4 * i + 1] = collatzSteps((unsigned int)i + 1u);
    out[4 * i + 2] = loopy(i + 1);
    out[4 * i + 3] = compound(i);
}

int main() {
    const int n = 48;
    int* d;
    CHECK(cudaMalloc(&d, 4 * n * sizeof(int)));
    flow<<<2, 32>>>(d, n);
    CHECK(cudaGetLastError());
    int h[4 * n];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    long long sums[4] = {0, 0, 0, 0};
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < 4; ++k) sums[k] += h[4 * i + k];
    for (int i = 0; i < n; i += 9)
        printf("i=%2d classify=%3d collatz=%3d loopy=%3d compound=%4d\n", i, h[4 * i], h[4 * i + 1], h[4 * i + 2],
               h[4 * i + 3]);
    printf("sums: %lld %lld %lld %lld\n", sums[0], sums[1], sums[2], sums[3]);
    cudaFree(d);
    return 0;
}
