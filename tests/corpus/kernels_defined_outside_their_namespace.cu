// corpus: kernels declared in a namespace and defined outside it with qualified names
// (`template <class T> __global__ void ns::fill(T*)`, `__global__ void ns::inner::twice(int*)`),
// launched by their qualified names.
#include <cstdio>

namespace ns {
template <class T> __global__ void fill(T* p, T value);
namespace inner {
__global__ void twice(int* p);
}
}  // namespace ns

template <class T> __global__ void ns::fill(T* p, T value) { p[threadIdx.x] = value; }
__global__ void ns::inner::twice(int* p) { p[threadIdx.x] *= 2; }

int main() {
    int* d;
    float* f;
    cudaMallocManaged(&d, 2 * sizeof(int));
    cudaMallocManaged(&f, 2 * sizeof(float));
    ns::fill<<<1, 2>>>(d, 21);
    ns::inner::twice<<<1, 2>>>(d);
    ns::fill<float><<<1, 2>>>(f, 1.5f);
    cudaDeviceSynchronize();
    printf("%d %d %.1f %.1f\n", d[0], d[1], f[0], f[1]);
    cudaFree(d);
    cudaFree(f);
    return 0;
}
