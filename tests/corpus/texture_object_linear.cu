// corpus: texture objects over linear and pitched memory: tex1Dfetch of scalars and vectors (0 out
// of range) and tex2D with point sampling over pitch-2D memory
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fetch1d(cudaTextureObject_t t, cudaTextureObject_t t4, float* out, int4* out4, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n + 2) out[i] = tex1Dfetch<float>(t, i - 1);
    if (i < n) out4[i] = tex1Dfetch<int4>(t4, i);
}

__global__ void fetch2d(cudaTextureObject_t t, unsigned short* out, int w, int h) {
    int x = threadIdx.x, y = threadIdx.y;
    // Point sampling reads the texel containing the coordinate; clamp keeps (w + 2) in range.
    out[y * (w + 1) + x] = tex2D<unsigned short>(t, x + 0.9f, y + 0.1f);
}

int main() {
    const int n = 8;
    float h[n];
    int4 h4[n];
    for (int i = 0; i < n; ++i) {
        h[i] = 1.5f * i;
        h4[i] = make_int4(i, -i, i * i, 100 - i);
    }
    float* d;
    int4* d4;
    float* out;
    int4* out4;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&d4, sizeof h4);
    cudaMalloc(&out, (n + 2) * sizeof(float));
    cudaMalloc(&out4, sizeof h4);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(d4, h4, sizeof h4, cudaMemcpyHostToDevice);

    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = d;
    rd.res.linear.desc = cudaCreateChannelDesc<float>();
    rd.res.linear.sizeInBytes = sizeof h;
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0, t4 = 0;
    cudaCreateTextureObject(&t, &rd, &td, NULL);
    rd.res.linear.devPtr = d4;
    rd.res.linear.desc = cudaCreateChannelDesc<int4>();
    rd.res.linear.sizeInBytes = sizeof h4;
    cudaCreateTextureObject(&t4, &rd, &td, NULL);

    fetch1d<<<1, 32>>>(t, t4, out, out4, n);
    float r[n + 2];
    int4 r4[n];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(r4, out4, sizeof r4, cudaMemcpyDeviceToHost);
    printf("tex1Dfetch<float>:");
    for (int i = 0; i < n + 2; ++i) printf(" %g", r[i]);
    printf("\ntex1Dfetch<int4>:");
    for (int i = 0; i < n; ++i) printf(" (%d,%d,%d,%d)", r4[i].x, r4[i].y, r4[i].z, r4[i].w);
    printf("\n");

    // A 5x3 image of unsigned shorts in pitched memory.
    const int w = 5, hgt = 3;
    unsigned short img[hgt][w];
    for (int y = 0; y < hgt; ++y)
        for (int x = 0; x < w; ++x) img[y][x] = (unsigned short)(1000 * y + 10 * x);
    unsigned short* dimg;
    size_t pitch;
    cudaMallocPitch((void**)&dimg, &pitch, w * sizeof(unsigned short), hgt);
    cudaMemcpy2D(dimg, pitch, img, w * sizeof(unsigned short), w * sizeof(unsigned short), hgt,
                 cudaMemcpyHostToDevice);
    cudaResourceDesc rp = {};
    rp.resType = cudaResourceTypePitch2D;
    rp.res.pitch2D.devPtr = dimg;
    rp.res.pitch2D.desc = cudaCreateChannelDesc<unsigned short>();
    rp.res.pitch2D.width = w;
    rp.res.pitch2D.height = hgt;
    rp.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc tp = {};
    tp.addressMode[0] = tp.addressMode[1] = cudaAddressModeClamp;
    tp.filterMode = cudaFilterModePoint;
    tp.readMode = cudaReadModeElementType;
    cudaTextureObject_t t2 = 0;
    cudaCreateTextureObject(&t2, &rp, &tp, NULL);
    unsigned short* o2;
    cudaMalloc(&o2, (w + 1) * hgt * sizeof(unsigned short));
    fetch2d<<<1, dim3(w + 1, hgt)>>>(t2, o2, w, hgt);
    unsigned short r2[hgt][w + 1];
    cudaMemcpy(r2, o2, sizeof r2, cudaMemcpyDeviceToHost);
    for (int y = 0; y < hgt; ++y) {
        printf("row %d:", y);
        for (int x = 0; x <= w; ++x) printf(" %d", r2[y][x]);
        printf("\n");
    }
    cudaDestroyTextureObject(t);
    cudaDestroyTextureObject(t4);
    cudaDestroyTextureObject(t2);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
