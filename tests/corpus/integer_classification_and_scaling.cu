// corpus: <cmath>'s classification and scaling functions of integer arguments
// (`std::isnan(3)`, `std::ldexp(3, 2)`): the host library's constexpr templates, computed as
// for doubles (device code calls them under --expt-relaxed-constexpr)
#include <cmath>
#include <cstdio>

__host__ __device__ void run(double* out) {
    int j = 0;
    out[j++] = std::isnan(3) * 1000 + std::isinf(3L) * 100 + std::isfinite(7u) * 10 +
               std::isnormal(0);
    out[j++] = std::signbit(-3) * 100 + std::signbit(3u) * 10 + (std::fpclassify(5) == FP_NORMAL);
    out[j++] = std::ldexp(3, 2) + std::scalbn(3, 2) + std::scalbln(3, 1L);
}

__global__ void kernel(double* out) { run(out); }

int main() {
    double* out;
    cudaMallocManaged(&out, 3 * sizeof(double));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    double host[3];
    run(host);
    for (int i = 0; i < 3; i++) printf("%g ", out[i]);
    printf("\n");
    for (int i = 0; i < 3; i++) printf("%g ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
