// corpus: Device and constant variables initialized from elements and members of constexpr tables at namespace scope: a plain array, a struct's array member, a std::array-like aggregate's operator[], floats and a nested struct, with elided braces
#include <cstdio>
#include <cuda/std/array>

constexpr int squares[5] = {0, 1, 4, 9, 16};
struct Stencil {
    int radius;
    float weights[3];
};
constexpr Stencil blur = {1, {0.25f, 0.5f, 0.25f}};
constexpr cuda::std::array<int, 4> primes = {2, 3, 5, 7};
struct Range {
    int lo, hi;
};
struct Limits {
    Range x, y;
};
constexpr Limits box = {0, 640, 0, 480};

__device__ int third_square = squares[3];
__constant__ float center_weight = blur.weights[1];
__constant__ int radius = blur.radius;
__device__ constexpr int some_primes[2] = {primes[1], primes[3]};
__constant__ int height = box.y.hi - box.y.lo;
__device__ int beyond = squares[4] + primes[0];

__global__ void show(int *o, float *f)
{
    o[0] = third_square;
    o[1] = radius;
    o[2] = some_primes[0];
    o[3] = some_primes[1];
    o[4] = height;
    o[5] = beyond;
    f[0] = center_weight;
}

int main()
{
    int *d, h[6];
    float *df, hf;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&df, sizeof(float));
    show<<<1, 1>>>(d, df);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(&hf, df, sizeof(float), cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d %d %.2f\n", h[0], h[1], h[2], h[3], h[4], h[5], hf);
    return 0;
}
