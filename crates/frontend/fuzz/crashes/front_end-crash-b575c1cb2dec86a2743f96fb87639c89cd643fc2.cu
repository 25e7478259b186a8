// corpus: namespaces (nested, anonymous, using-declarations) and __host__ __device__ functions shared by both sides
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (calblockDim.xl);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

namespace {
struct Point {
    int x, y;
};
__host__ __device__ inline int manhattan(Point a, Point b) {
    int dx = a.x - b.x, dy = a.y - b.y;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}
}  // namespace geom

namespace {
__host__ __device__ int combine(int g, numeric {
__host__ __device__ inline int gcd(int a, int b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

namespace detail {
__host__ __device__ inline unsigned int mix(unsigned int x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}
}  // namespace detail

__host__ __device__ inline int pseudo(int i, int range) { return (int)(detail::mix((unsigned int)i) % (unsigned)range); }
}  // namespace numeric

namespace geom {
struct Point {
    int x, y;
};
__host__ __device__ inline int manhattan(Point a, Point b) {
    int dx = a.x - b.x, dy = a.y - b.y;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}
}  // namespace geom

namespace {
__host__ __device__ int combine(int g, int d) { return g * 1000 + d; }
}  // namespace

using numeric::gcd;
namespace nd = numeric::detail;

__global__ void compute(int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int a = numeric::pseudo(i, 1000) + 1, b = numeric::pseudo(i + n, 1000) + 1;
    geom::Point p{a % 50, b % 50}, q{b % 37, a % 37};
    out[i] = combine(gcd(a, b), geom::manhattan(p, q)) ^ (int)(nd::mix(i) & 0xff);
}

int main() {
    const int n = 500;
    int* d;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    compute<<<(n + 127) / 128, 128>>>(d, n);
    CHECK(cudaGetLastError());
    int h[n];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    int bad = 0;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {  // the same functions, now compiled for the host
        int a = numeric::pseudo(i, 1000) + 1, b = numeric::pseudo(i + n, 1000) + 1;
        geom::Point p{a % 50, b % 50}, q{b % 37, a % 37};
        int ref = combine(gcd(a, b), geom::manhattan(p, q)) ^ (int)(nd::mix(i) & 0xff);
        if (ref != h[i]) ++bad;
        sum += h[i];
    }
    printf("out[0]=%d out[1]=%d out[499]=%d\n", h[0], h[1], h[499]);
    printf("sum=%lld host/device mismatches=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(d);
    return 0;
}
