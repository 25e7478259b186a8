// corpus: 1D convolution with a __constant__ mask and a shared-memory tile including halo cells
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

#define RADIUS 3
#define MASK_LEN (2 * RADIUS + 1)
#define TILE 128

__constant__ float cMask[MASK_LEN];

__global__ void convolve(const float* in, float* out, int n) {
    __shared__ float tile[TILE + 2 * RADIUS];
    int gi = blockIdx.x * TILE + threadIdx.x;
    int li = threadIdx.x + RADIUS;
    tile[li] = (gi < n) ? in[gi] : 0.0f;
    if (threadIdx.x < RADIUS) {  // left and right halos, zero outside the signal
        int left = gi - RADIUS;
        tile[threadIdx.x] = (left >= 0 && left < n) ? in[left] : 0.0f;
        int right = blockIdx.x * TILE + TILE + threadIdx.x;
        tile[li + TILE] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();
    if (gi < n) {
        float acc = 0.0f;
        for (int k = 0; k < MASK_LEN; ++k) acc += cMask[k] * tile[threadIdx.x + k];
        out[gi] = acc;
    }
}

int main() {
    const int n = 10000;
    const float mask[MASK_LEN] = {1.0f, -2.0f, 3.0f, 4.0f, 3.0f, -2.0f, 1.0f};
    CHECK(cudaMemcpyToSymbol(cMask, mask, sizeof(mask)));
    float* h = (float*)malloc(n * sizeof(float));
    float* o = (float*)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) h[i] = (float)((i * 11) % 23 - 11);
    float *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, n * sizeof(float)));
    CHECK(cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice));
    convolve<<<(n + TILE - 1) / TILE, TILE>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    double sum = 0.0;
    for (int i = 0; i < n; ++i) {
        float ref = 0.0f;
        for (int k = 0; k < MASK_LEN; ++k) {
            int j = i + k - RADIUS;
            if (j >= 0 && j < n) ref += mask[k] * h[j];
        }
        if (ref != o[i]) ++bad;
        sum += o[i];
    }
    printf("out[0]=%.0f out[1]=%.0f out[127]=%.0f out[128]=%.0f out[%d]=%.0f\n", o[0], o[1], o[127], o[128], n - 1,
           o[n - 1]);
    printf("sum=%.0f mismatches=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h); free(o);
    return 0;
}
