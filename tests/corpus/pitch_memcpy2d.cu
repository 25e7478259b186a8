// corpus: cudaMallocPitch with row-pitch indexing in a kernel, cudaMemcpy2D whole and sub-rectangle copies
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

__global__ void scaleRows(float* base, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float* row = (float*)((char*)base + y * pitch);
        row[x] = row[x] * 2.0f + (float)y;
    }
}

int main() {
    const int width = 100, height = 37;
    float* h = (float*)malloc(width * height * sizeof(float));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) h[y * width + x] = (float)(x + y * width);

    float* d;
    size_t pitch = 0;
    CHECK(cudaMallocPitch(&d, &pitch, width * sizeof(float), height));
    printf("pitch holds a row: %s\n", pitch >= width * sizeof(float) ? "yes" : "no");
    CHECK(cudaMemcpy2D(d, pitch, h, width * sizeof(float), width * sizeof(float), height, cudaMemcpyHostToDevice));

    dim3 block(32, 8), grid((width + 31) / 32, (height + 7) / 8);
    scaleRows<<<grid, block>>>(d, pitch, width, height);
    CHECK(cudaGetLastError());

    float* back = (float*)malloc(width * height * sizeof(float));
    CHECK(cudaMemcpy2D(back, width * sizeof(float), d, pitch, width * sizeof(float), height, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (back[y * width + x] != 2.0f * (x + y * width) + y) ++bad;
    printf("full copy: back[0][0]=%.0f back[36][99]=%.0f errors=%d\n", back[0], back[width * height - 1], bad);

    // copy a 5-column by 4-row window starting at (x=10, y=20) into a tight host buffer
    float win[4][5];
    const char* src = (const char*)d + 20 * pitch + 10 * sizeof(float);
    CHECK(cudaMemcpy2D(win, 5 * sizeof(float), src, pitch, 5 * sizeof(float), 4, cudaMemcpyDeviceToHost));
    for (int r = 0; r < 4; ++r) {
        printf("window row %d:", r);
        for (int c = 0; c < 5; ++c) printf(" %.0f", win[r][c]);
        printf("\n");
    }
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(d);
    free(h); free(back);
    return 0;
}
