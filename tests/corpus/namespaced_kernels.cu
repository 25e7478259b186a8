// corpus: kernels in namespaces (nested, C++17 nested namespace definitions, templated,
// beside a global kernel and a plain kernel of the same name), a __device__ variable in a
// namespace set with cudaMemcpyToSymbol, friend operators defined in their class, [[attributes]]
#include <cstdio>
namespace outer::inner {
__device__ int scale = 1;
struct V {
    float x;
    __device__ V &operator+=(const V &o) { x += o.x; return *this; }
    __device__ friend V operator+(V a, const V &b) { a += b; return a; }
    friend __device__ V operator*(float k, V v) { return V{k * v.x}; }
};
[[nodiscard]] __device__ int twice(int x) { return 2 * x; }
__global__ void k(float *o) {
    [[maybe_unused]] int unused = 0;
    V a{1}, b{2};
    o[0] = (a + b).x + (3.0f * a).x + twice(scale);
}
}
namespace lib {
template <typename T> __global__ void fill(T *o, T v) { o[threadIdx.x] = v; }
namespace detail { __global__ void twice(float *o) { o[threadIdx.x] *= 2; } }
__global__ void nine(int *o) { o[threadIdx.x] = 9; }
__global__ void fill(int *o, int a, int b) { o[threadIdx.x] = a * b; }
}
__global__ void fill(int *o) { o[threadIdx.x] = 1; }
int main() {
    float *d; cudaMalloc(&d, 4 * sizeof(float));
    int s = 5;
    cudaMemcpyToSymbol(outer::inner::scale, &s, sizeof s);
    outer::inner::k<<<1, 1>>>(d);
    float h; cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.1f\n", h);
    lib::fill<float><<<1, 4>>>(d, 1.5f);
    lib::detail::twice<<<1, 4>>>(d);
    float f4[4]; cudaMemcpy(f4, d, sizeof f4, cudaMemcpyDeviceToHost);
    int *di; cudaMalloc(&di, 2 * sizeof(int));
    lib::nine<<<1, 1>>>(di);
    fill<<<1, 1>>>(di + 1);
    int hi[2]; cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    printf("%.1f %.1f %d %d\n", f4[0], f4[3], hi[0], hi[1]);
    lib::fill<<<1, 2>>>(di, 6, 7);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    printf("%d %d\n", hi[0], hi[1]);
    return 0;
}
