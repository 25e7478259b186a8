// corpus: texture objects over CUDA arrays: linear filtering with 8-bit weights, normalized
// coordinates with wrap, mirror and border addressing, uchar4 read as normalized floats, a
// layered array filled by cudaMemcpy3D, and tex2Dgather
#include <cstdio>
#include <cuda_runtime.h>

__global__ void sample1d(cudaTextureObject_t t, float* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, 0.3f * i);
}

__global__ void sample_modes(cudaTextureObject_t wrap, cudaTextureObject_t mirror,
                             cudaTextureObject_t border, float* out, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    float u = -1.0f + 0.25f * i + 0.0625f;
    out[3 * i] = tex1D<float>(wrap, u);
    out[3 * i + 1] = tex1D<float>(mirror, u);
    out[3 * i + 2] = tex1D<float>(border, u);
}

__global__ void sample_rgba(cudaTextureObject_t t, float4* out) {
    int x = threadIdx.x, y = threadIdx.y;
    out[y * 2 + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}

__global__ void sample_layers(cudaTextureObject_t t, int* out) {
    int x = threadIdx.x, y = threadIdx.y, layer = threadIdx.z;
    out[(layer * 2 + y) * 3 + x] = tex2DLayered<int>(t, x + 0.5f, y + 0.5f, layer);
}

__global__ void gather(cudaTextureObject_t t, float4* out) {
    out[0] = tex2Dgather<float4>(t, 1.0f, 1.0f, 0);
}

static cudaTextureObject_t make(cudaArray_t a, cudaTextureAddressMode mode, cudaTextureFilterMode filter,
                                int normalized, cudaTextureReadMode read) {
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = mode;
    td.filterMode = filter;
    td.normalizedCoords = normalized;
    td.readMode = read;
    td.borderColor[0] = -1.0f;
    cudaTextureObject_t t = 0;
    cudaError_t e = cudaCreateTextureObject(&t, &rd, &td, NULL);
    if (e != cudaSuccess) printf("cudaCreateTextureObject: %s\n", cudaGetErrorString(e));
    return t;
}

int main() {
    // 1D: four floats, linear filtering at 0.3 steps (weights quantized to 1/256).
    float line[4] = {1.0f, 2.0f, 4.0f, 8.0f};
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t a1;
    cudaMallocArray(&a1, &fd, 4);
    cudaMemcpy2DToArray(a1, 0, 0, line, sizeof line, sizeof line, 1, cudaMemcpyHostToDevice);
    cudaTextureObject_t lin = make(a1, cudaAddressModeClamp, cudaFilterModeLinear, 0, cudaReadModeElementType);
    float* d;
    cudaMalloc(&d, 64 * sizeof(float));
    sample1d<<<1, 16>>>(lin, d, 16);
    float r[64];
    cudaMemcpy(r, d, 16 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("linear:");
    for (int i = 0; i < 16; ++i) printf(" %.8f", r[i]);
    printf("\n");

    cudaTextureObject_t wrap = make(a1, cudaAddressModeWrap, cudaFilterModePoint, 1, cudaReadModeElementType);
    cudaTextureObject_t mirror = make(a1, cudaAddressModeMirror, cudaFilterModePoint, 1, cudaReadModeElementType);
    cudaTextureObject_t border = make(a1, cudaAddressModeBorder, cudaFilterModePoint, 1, cudaReadModeElementType);
    sample_modes<<<1, 13>>>(wrap, mirror, border, d, 13);
    cudaMemcpy(r, d, 39 * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 13; ++i)
        printf("u=%+.4f wrap %g mirror %g border %g\n", -1.0f + 0.25f * i + 0.0625f, r[3 * i], r[3 * i + 1],
               r[3 * i + 2]);

    // 2x2 uchar4 image read as normalized floats.
    uchar4 px[4] = {make_uchar4(0, 51, 102, 255), make_uchar4(255, 0, 0, 128), make_uchar4(1, 2, 3, 4),
                    make_uchar4(200, 150, 100, 50)};
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a2;
    cudaMallocArray(&a2, &cd, 2, 2);
    cudaMemcpy2DToArray(a2, 0, 0, px, 2 * sizeof(uchar4), 2 * sizeof(uchar4), 2, cudaMemcpyHostToDevice);
    cudaTextureObject_t rgba = make(a2, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeNormalizedFloat);
    float4* d4;
    cudaMalloc(&d4, 4 * sizeof(float4));
    sample_rgba<<<1, dim3(2, 2)>>>(rgba, d4);
    float4 r4[4];
    cudaMemcpy(r4, d4, sizeof r4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) printf("rgba %d: %.6f %.6f %.6f %.6f\n", i, r4[i].x, r4[i].y, r4[i].z, r4[i].w);

    // A layered array of 2 layers of 3x2 ints, filled with one 3D copy.
    int layers[2][2][3];
    for (int l = 0; l < 2; ++l)
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 3; ++x) layers[l][y][x] = 100 * l + 10 * y + x;
    cudaChannelFormatDesc id = cudaCreateChannelDesc<int>();
    cudaArray_t a3;
    cudaMalloc3DArray(&a3, &id, make_cudaExtent(3, 2, 2), cudaArrayLayered);
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(layers, 3 * sizeof(int), 3, 2);
    p.dstArray = a3;
    p.extent = make_cudaExtent(3, 2, 2);
    p.kind = cudaMemcpyHostToDevice;
    printf("cudaMemcpy3D: %s\n", cudaGetErrorString(cudaMemcpy3D(&p)));
    cudaTextureObject_t lt = make(a3, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeElementType);
    int* di;
    cudaMalloc(&di, 12 * sizeof(int));
    sample_layers<<<1, dim3(3, 2, 2)>>>(lt, di);
    int ri[12];
    cudaMemcpy(ri, di, sizeof ri, cudaMemcpyDeviceToHost);
    printf("layers:");
    for (int i = 0; i < 12; ++i) printf(" %d", ri[i]);
    printf("\n");

    // Gather: the x components of the 2x2 footprint around (1, 1) of a 3x2 float image.
    float img[2][3] = {{1, 2, 3}, {4, 5, 6}};
    cudaArray_t a4;
    cudaMallocArray(&a4, &fd, 3, 2);
    cudaMemcpy2DToArray(a4, 0, 0, img, 3 * sizeof(float), 3 * sizeof(float), 2, cudaMemcpyHostToDevice);
    cudaTextureObject_t gt = make(a4, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeElementType);
    gather<<<1, 1>>>(gt, d4);
    cudaMemcpy(r4, d4, sizeof(float4), cudaMemcpyDeviceToHost);
    printf("gather: %g %g %g %g\n", r4[0].x, r4[0].y, r4[0].z, r4[0].w);

    float back[2][3] = {};
    cudaMemcpy2DFromArray(back, 3 * sizeof(float), a4, 0, 0, 3 * sizeof(float), 2, cudaMemcpyDeviceToHost);
    printf("copied back: %g %g %g %g %g %g\n", back[0][0], back[0][1], back[0][2], back[1][0], back[1][1], back[1][2]);
    cudaChannelFormatDesc got;
    cudaExtent ext;
    unsigned int flags;
    cudaArrayGetInfo(&got, &ext, &flags, a3);
    printf("layered array: %d bits, kind %d, %zux%zux%zu, flags %u\n", got.x, (int)got.f, ext.width, ext.height,
           ext.depth, flags);
    cudaDestroyTextureObject(lin);
    cudaFreeArray(a1);
    cudaFreeArray(a2);
    cudaFreeArray(a3);
    cudaFreeArray(a4);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
