// corpus: texture-free image upscaling: manual clamp-to-edge addressing and bilinear filtering with plain loads
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

__device__ __forceinline__ float fetchClamped(const float* img, int w, int h, int x, int y) {
    x = min(max(x, 0), w - 1);
    y = min(max(y, 0), h - 1);
    return img[y * w + x];
}

// 2x upscale with pixel centres aligned: sample at ((ox + 0.5) / 2 - 0.5), i.e. weights 0.25/0.75
__global__ void upscale2x(const float* src, float* dst, int w, int h) {
    int ox = blockIdx.x * blockDim.x + threadIdx.x;
    int oy = blockIdx.y * blockDim.y + threadIdx.y;
    if (ox >= 2 * w || oy >= 2 * h) return;
    float fx = (ox + 0.5f) * 0.5f - 0.5f;
    float fy = (oy + 0.5f) * 0.5f - 0.5f;
    int x0 = (int)floorf(fx), y0 = (int)floorf(fy);
    float ax = fx - x0, ay = fy - y0;
    float p00 = fetchClamped(src, w, h, x0, y0), p10 = fetchClamped(src, w, h, x0 + 1, y0);
    float p01 = fetchClamped(src, w, h, x0, y0 + 1), p11 = fetchClamped(src, w, h, x0 + 1, y0 + 1);
    float top = p00 * (1.0f - ax) + p10 * ax;
    float bottom = p01 * (1.0f - ax) + p11 * ax;
    dst[oy * 2 * w + ox] = top * (1.0f - ay) + bottom * ay;
}

int main() {
    const int w = 16, h = 12, W = 2 * w, H = 2 * h;
    float src[w * h], dst[W * H];
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) src[y * w + x] = (float)((x * 5 + y * 3) % 16);
    float *dsrc, *ddst;
    CHECK(cudaMalloc(&dsrc, sizeof(src)));
    CHECK(cudaMalloc(&ddst, sizeof(dst)));
    CHECK(cudaMemcpy(dsrc, src, sizeof(src), cudaMemcpyHostToDevice));
    upscale2x<<<dim3(W / 16, H / 8), dim3(16, 8)>>>(dsrc, ddst, w, h);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(dst, ddst, sizeof(dst), cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int i = 0; i < W * H; ++i) sum += dst[i];
    printf("dst(0,0)=%.4f dst(1,0)=%.4f dst(2,1)=%.4f dst(5,7)=%.4f dst(31,23)=%.4f\n", dst[0], dst[1],
           dst[1 * W + 2], dst[7 * W + 5], dst[W * H - 1]);
    printf("row 10:");
    for (int x = 0; x < 8; ++x) printf(" %.4f", dst[10 * W + x]);
    printf("\nsum=%.4f\n", sum);
    cudaFree(dsrc); cudaFree(ddst);
    return 0;
}
