// corpus: uchar4 RGBA image to 8-bit grayscale with integer weights, plus a char-typed threshold/invert pass
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

#define W 64
#define H 48

__global__ void toGray(const uchar4* rgba, unsigned char* gray, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) {
        uchar4 p = rgba[y * w + x];
        unsigned int g = (77u * p.x + 150u * p.y + 29u * p.z) >> 8;  // weights sum to 256
        gray[y * w + x] = (unsigned char)g;
    }
}

__global__ void thresholdInvert(const unsigned char* gray, signed char* mask, uchar4* inverted, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned char g = gray[i];
        mask[i] = g >= 128 ? (signed char)1 : (signed char)-1;
        inverted[i] = make_uchar4((unsigned char)(255 - g), (unsigned char)(g / 2), (unsigned char)(g << 1), 255);
    }
}

int main() {
    const int n = W * H;
    uchar4* img = (uchar4*)malloc(n * sizeof(uchar4));
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x)
            img[y * W + x] = make_uchar4((unsigned char)(x * 4), (unsigned char)(y * 5), (unsigned char)((x + y) * 2), 255);
    uchar4 *dimg, *dinv;
    unsigned char* dgray;
    signed char* dmask;
    CHECK(cudaMalloc(&dimg, n * sizeof(uchar4)));
    CHECK(cudaMalloc(&dinv, n * sizeof(uchar4)));
    CHECK(cudaMalloc(&dgray, n));
    CHECK(cudaMalloc(&dmask, n));
    CHECK(cudaMemcpy(dimg, img, n * sizeof(uchar4), cudaMemcpyHostToDevice));
    toGray<<<dim3(W / 16, H / 16), dim3(16, 16)>>>(dimg, dgray, W, H);
    thresholdInvert<<<(n + 255) / 256, 256>>>(dgray, dmask, dinv, n);
    CHECK(cudaGetLastError());
    unsigned char* gray = (unsigned char*)malloc(n);
    signed char* mask = (signed char*)malloc(n);
    uchar4* inv = (uchar4*)malloc(n * sizeof(uchar4));
    CHECK(cudaMemcpy(gray, dgray, n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(mask, dmask, n, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(inv, dinv, n * sizeof(uchar4), cudaMemcpyDeviceToHost));
    unsigned long long graySum = 0, invSum = 0;
    int maskSum = 0;
    for (int i = 0; i < n; ++i) {
        graySum += gray[i];
        maskSum += mask[i];
        invSum += inv[i].x + inv[i].y + inv[i].z + inv[i].w;
    }
    printf("gray(0,0)=%u gray(63,0)=%u gray(0,47)=%u gray(63,47)=%u gray(20,30)=%u\n", gray[0], gray[63],
           gray[47 * W], gray[n - 1], gray[30 * W + 20]);
    printf("inverted(63,47)=(%u,%u,%u,%u)\n", inv[n - 1].x, inv[n - 1].y, inv[n - 1].z, inv[n - 1].w);
    printf("gray sum=%llu mask sum=%d inverted sum=%llu\n", graySum, maskSum, invSum);
    cudaFree(dimg); cudaFree(dinv); cudaFree(dgray); cudaFree(dmask);
    free(img); free(gray); free(mask); free(inv);
    return 0;
}
