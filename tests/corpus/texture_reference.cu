// corpus: legacy texture references (removed in CUDA 12, kept by ferrocuda): cudaBindTexture to
// linear memory, cudaBindTexture2D to pitched memory with linear filtering, cudaBindTextureToArray
// read as normalized floats, rebinding and unbinding
#include <cstdio>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> texLinear;
texture<float, 2, cudaReadModeElementType> texPitched;
texture<unsigned char, 2, cudaReadModeNormalizedFloat> texImage;

__global__ void read_all(float* out, int n, int shift) {
    int i = threadIdx.x;
    if (i >= n) return;
    out[3 * i] = tex1Dfetch(texLinear, i + shift);
    out[3 * i + 1] = tex2D(texPitched, i * 0.5f + 0.5f, 0.5f);
    out[3 * i + 2] = tex2D(texImage, (float)(i % 4) + 0.5f, 0.5f);
}

int main() {
    const int n = 6;
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = 10.0f * i;
    float* d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    size_t offset = 1;
    cudaError_t bound = cudaBindTexture(&offset, texLinear, d, sizeof h);
    printf("cudaBindTexture: %s, offset %zu\n", cudaGetErrorString(bound), offset);
    // Without a size: the rest of the allocation, as CUDA binds it.
    printf("cudaBindTexture without a size: %s\n", cudaGetErrorString(cudaBindTexture(0, texLinear, d)));

    float row[4] = {0.0f, 1.0f, 3.0f, 7.0f};
    float* drow;
    size_t pitch;
    cudaMallocPitch((void**)&drow, &pitch, sizeof row, 1);
    cudaMemcpy(drow, row, sizeof row, cudaMemcpyHostToDevice);
    texPitched.filterMode = cudaFilterModeLinear;
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    printf("cudaBindTexture2D: %s\n", cudaGetErrorString(cudaBindTexture2D(0, texPitched, drow, fd, 4, 1, pitch)));

    unsigned char img[4] = {0, 51, 102, 255};
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<unsigned char>();
    cudaArray* a;
    cudaMallocArray(&a, &cd, 4, 1);
    cudaMemcpyToArray(a, 0, 0, img, sizeof img, cudaMemcpyHostToDevice);
    printf("cudaBindTextureToArray: %s\n", cudaGetErrorString(cudaBindTextureToArray(texImage, a)));

    float* out;
    cudaMalloc(&out, 3 * n * sizeof(float));
    read_all<<<1, n>>>(out, n, 0);
    float r[3 * n];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) printf("%d: %g %g %.6f\n", i, r[3 * i], r[3 * i + 1], r[3 * i + 2]);

    // Rebinding to the upper half of the buffer: not aligned to the texture alignment, so the
    // binding starts below it and fetches add the offset CUDA returns.
    printf("unaligned without an offset: %s\n",
           cudaGetErrorString(cudaBindTexture(0, texLinear, d + 3, 3 * sizeof(float))));
    cudaBindTexture(&offset, texLinear, d + 3, 3 * sizeof(float));
    printf("offset %zu\n", offset);
    read_all<<<1, n>>>(out, n, (int)(offset / sizeof(float)));
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("rebound:");
    for (int i = 0; i < n; ++i) printf(" %g", r[3 * i]);
    printf("\n");
    printf("cudaUnbindTexture: %s\n", cudaGetErrorString(cudaUnbindTexture(texLinear)));
    cudaFreeArray(a);
    cudaFree(d);
    cudaFree(drow);
    return 0;
}
