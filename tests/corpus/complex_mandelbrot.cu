// corpus: a Complex struct with operators in device code; Mandelbrot escape counts reduced to checksums
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

#define W 48
#define H 32
#define MAX_ITER 64

// Explicitly rounded operations keep results independent of fused multiply-add contraction.
struct Complex {
    float re, im;
    __device__ Complex(float r, float i) : re(r), im(i) {}
    __device__ Complex operator+(const Complex& o) const {
        return Complex(__fadd_rn(re, o.re), __fadd_rn(im, o.im));
    }
    __device__ Complex operator*(const Complex& o) const {
        return Complex(__fsub_rn(__fmul_rn(re, o.re), __fmul_rn(im, o.im)),
                       __fadd_rn(__fmul_rn(re, o.im), __fmul_rn(im, o.re)));
    }
    __device__ float norm2() const { return __fadd_rn(__fmul_rn(re, re), __fmul_rn(im, im)); }
};

__global__ void mandelbrot(int* counts) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= W || y >= H) return;
    Complex c(-2.0f + x * 0.0625f, -1.0f + y * 0.0625f);
    Complex z(0.0f, 0.0f);
    int it = 0;
    while (it < MAX_ITER && z.norm2() <= 4.0f) {
        z = z * z + c;
        ++it;
    }
    counts[y * W + x] = it;
}

int main() {
    int* d;
    CHECK(cudaMalloc(&d, W * H * sizeof(int)));
    dim3 block(16, 8), grid((W + 15) / 16, (H + 7) / 8);
    mandelbrot<<<grid, block>>>(d);
    CHECK(cudaGetLastError());
    int h[W * H];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    long long total = 0;
    unsigned int hash = 2166136261u;
    int inside = 0;
    for (int i = 0; i < W * H; ++i) {
        total += h[i];
        if (h[i] == MAX_ITER) ++inside;
        hash = (hash ^ (unsigned int)h[i]) * 16777619u;
    }
    printf("grid %dx%d, max %d iterations\n", W, H, MAX_ITER);
    printf("total iterations=%lld inside=%d hash=0x%08x\n", total, inside, hash);
    printf("row 16:");
    for (int x = 0; x < W; x += 4) printf(" %d", h[16 * W + x]);
    printf("\n");
    cudaFree(d);
    return 0;
}
