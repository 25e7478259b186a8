// __CUDA_ARCH__ is the compute capability the device code is built for: with -arch=sm_80 (run
// on a 9.0 device through its compute_80 code) code guarded for 9.0 is left out, code for 8.0
// kept; host code sees no __CUDA_ARCH__.
#include <cstdio>

__host__ __device__ int arch() {
#ifdef __CUDA_ARCH__
    return __CUDA_ARCH__;
#else
    return 0;
#endif
}

__global__ void kernel(int *out) {
    out[0] = arch();
#if __CUDA_ARCH__ >= 900
    out[1] = 9;
#elif __CUDA_ARCH__ >= 800
    out[1] = 8;
#else
    out[1] = 7;
#endif
}

int main() {
    int *out, h[2];
    cudaMalloc(&out, sizeof h);
    kernel<<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("device %d, path %d, host %d\n", h[0], h[1], arch());
    return 0;
}
