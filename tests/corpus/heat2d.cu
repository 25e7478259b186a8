// corpus: 2D heat-equation stencil, a few ping-pong time steps with fixed boundary values
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

#define NX 64
#define NY 48
#define STEPS 6

__global__ void heatStep(const float* u, float* v) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= NX || y >= NY) return;
    int i = y * NX + x;
    if (x == 0 || y == 0 || x == NX - 1 || y == NY - 1) {
        v[i] = u[i];  // boundary held fixed
    } else {
        // with alpha = 1/4 the update is the mean of the four neighbours
        v[i] = 0.25f * ((u[i - 1] + u[i + 1]) + (u[i - NX] + u[i + NX]));
    }
}

int main() {
    const int n = NX * NY;
    float h[n];
    for (int y = 0; y < NY; ++y)
        for (int x = 0; x < NX; ++x) h[y * NX + x] = (float)((x * 7 + y * 3) % 16);
    for (int x = 0; x < NX; ++x) h[x] = 100.0f;  // hot top edge
    float *a, *b;
    CHECK(cudaMalloc(&a, sizeof(h)));
    CHECK(cudaMalloc(&b, sizeof(h)));
    CHECK(cudaMemcpy(a, h, sizeof(h), cudaMemcpyHostToDevice));
    dim3 block(16, 16), grid((NX + 15) / 16, (NY + 15) / 16);
    for (int s = 0; s < STEPS; ++s) {
        heatStep<<<grid, block>>>(a, b);
        float* t = a;
        a = b;
        b = t;
    }
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, a, sizeof(h), cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int i = 0; i < n; ++i) sum += h[i];
    printf("u(1,1)=%.6f u(10,1)=%.6f u(32,24)=%.6f u(62,46)=%.6f\n", h[1 * NX + 1], h[1 * NX + 10],
           h[24 * NX + 32], h[46 * NX + 62]);
    printf("total heat=%.6f\n", sum);
    cudaFree(a); cudaFree(b);
    return 0;
}
