// Device functions named like the C and C++ libraries' (`log`, `max`): device code calls its
// own, host code the library's (<cmath>'s `log`, <algorithm>'s `std::max`), and the math
// functions the toolkit defines for host code still call the library.
#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace std;

template <class... Args> __device__ void log(const char *format, Args... args) {
    printf(format, args...);
}

__device__ int max(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }

__global__ void kernel(float *out) {
    log("device log: %d %s\n", 5, "items");
    out[0] = max(3, 9, 4);
    out[1] = logf(2.0f);
    out[2] = erfcinv(0.5f);
}

int main() {
    float *out, h[3];
    cudaMalloc(&out, sizeof h);
    kernel<<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %g %.6f %.6f\n", h[0], h[1], h[2]);
    printf("host: %.6f %d %.6f\n", log(2.0), max(3, 9), erfcinv(0.5));
    return 0;
}
