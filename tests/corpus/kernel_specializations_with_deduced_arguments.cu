// corpus: explicit specializations of kernel templates whose template arguments are deduced
// from their parameter types (`template <> __global__ void scale(float*, double)`), beside one
// that writes them, launched with deduced and written arguments; and a kernel whose parameter
// is named as its type (`Config Config`), which C++ allows.
#include <cstdio>

template <typename T>
__global__ void scale(float* out, T factor) {
    out[threadIdx.x] = threadIdx.x * (float)factor;
}

template <>
__global__ void scale(float* out, double factor) {
    out[threadIdx.x] = -(float)(threadIdx.x * factor);
}

template <>
__global__ void scale<int>(float* out, int factor) {
    out[threadIdx.x] = 100.0f + threadIdx.x * factor;
}

template <typename T, typename U>
__global__ void combine(float* out, T a, U b) {
    out[threadIdx.x] = (float)(a + b);
}

template <>
__global__ void combine(float* out, char a, short b) {
    out[threadIdx.x] = (float)(a * b);
}

struct Config {
    int base;
    float step;
};

__global__ void ramp(float* out, Config Config) {
    out[threadIdx.x] = Config.base + Config.step * threadIdx.x;
}

void show(const char* what, const float* d) {
    float h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%-22s %g %g %g %g\n", what, h[0], h[1], h[2], h[3]);
}

int main() {
    float* d;
    cudaMalloc(&d, 4 * sizeof(float));
    scale<<<1, 4>>>(d, 1.5f);
    show("scale<float>", d);
    scale<<<1, 4>>>(d, 2.5);
    show("scale<double> (spec.)", d);
    scale<double><<<1, 4>>>(d, 0.5);
    show("scale<double> written", d);
    scale<<<1, 4>>>(d, 3);
    show("scale<int> (spec.)", d);
    combine<<<1, 4>>>(d, 3, 4.5f);
    show("combine<int, float>", d);
    combine<<<1, 4>>>(d, (char)3, (short)7);
    show("combine<char, short>", d);
    ramp<<<1, 4>>>(d, Config{10, 0.25f});
    show("ramp", d);
    cudaFree(d);
    return 0;
}
