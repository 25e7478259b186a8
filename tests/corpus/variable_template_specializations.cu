// corpus: partial and explicit specializations of `__device__` and `__constant__` variable
// templates in a namespace: kernels read each instance, and the host copies to and from the
// specializations' instances through the symbol API.
#include <cstdio>

namespace cfg {
template <typename T>
__device__ int width = 1;
template <typename T>
__device__ int width<T*> = 8;
template <>
__device__ int width<double> = 2;
template <typename T, int N>
__constant__ float weights[N] = {};
template <>
__constant__ float weights<float, 3>[3] = {1.5f, 2.5f, 3.5f};
}  // namespace cfg

__global__ void read(int* widths, float* weights) {
    widths[0] = cfg::width<int>;
    widths[1] = cfg::width<float*>;
    widths[2] = cfg::width<double>;
    widths[3] = cfg::width<char*>;
    for (int i = 0; i < 3; ++i) weights[i] = cfg::weights<float, 3>[i] + cfg::weights<float, 2>[i % 2];
}

void show(int* d, float* dw) {
    int h[4];
    float hw[3];
    read<<<1, 1>>>(d, dw);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost);
    printf("widths %d %d %d %d, weights %g %g %g\n", h[0], h[1], h[2], h[3], hw[0], hw[1], hw[2]);
}

int main() {
    int* d;
    float* dw;
    cudaMalloc(&d, 4 * sizeof(int));
    cudaMalloc(&dw, 3 * sizeof(float));
    show(d, dw);
    int v = 40;
    cudaError_t a = cudaMemcpyToSymbol(cfg::width<float*>, &v, sizeof v);
    v = 30;
    cudaError_t b = cudaMemcpyToSymbol(cfg::width<double>, &v, sizeof v);
    float w[3] = {7, 8, 9};
    cudaError_t c = cudaMemcpyToSymbol(cfg::weights<float, 3>, w, sizeof w);
    int r = 0;
    cudaError_t e = cudaMemcpyFromSymbol(&r, cfg::width<char*>, sizeof r);
    printf("%s %s %s %s, width<char*> %d\n", cudaGetErrorString(a), cudaGetErrorString(b),
           cudaGetErrorString(c), cudaGetErrorString(e), r);
    show(d, dw);
    cudaFree(d);
    cudaFree(dw);
    return 0;
}
