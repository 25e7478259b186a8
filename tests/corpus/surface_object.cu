// corpus: surface objects over CUDA arrays: surf2Dwrite/surf2Dread of floats and uchar4 (x in
// bytes), the zero and clamp boundary modes, surf1Dread into a pointer, and a texture reading
// what a surface wrote
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(cudaSurfaceObject_t s, int w, int h) {
    int x = threadIdx.x, y = threadIdx.y;
    if (x < w && y < h) surf2Dwrite(100.0f * y + x, s, x * (int)sizeof(float), y);
}

__global__ void probe(cudaSurfaceObject_t s, float* out) {
    int i = threadIdx.x;
    // Inside, then outside: zero mode reads 0, clamp mode the nearest element.
    int x = (i - 2) * (int)sizeof(float);
    out[2 * i] = surf2Dread<float>(s, x, 1, cudaBoundaryModeZero);
    out[2 * i + 1] = surf2Dread<float>(s, x, 5, cudaBoundaryModeClamp);
    surf2Dwrite(-1.0f, s, 100 * (int)sizeof(float), 0, cudaBoundaryModeZero);
}

__global__ void swizzle(cudaSurfaceObject_t s, cudaSurfaceObject_t line, int* out) {
    int x = threadIdx.x;
    uchar4 p = surf2Dread<uchar4>(s, x * 4, 0);
    surf2Dwrite(make_uchar4(p.w, p.z, p.y, p.x), s, x * 4, 0);
    int v;
    surf1Dread(&v, line, x * 4);
    out[x] = v * 2;
}

__global__ void sample(cudaTextureObject_t t, float* out) {
    int i = threadIdx.x;
    out[i] = tex2D<float>(t, i + 0.5f, 2.5f);
}

int main() {
    const int w = 4, h = 3;
    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &fd, w, h, cudaArraySurfaceLoadStore);
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = a;
    cudaSurfaceObject_t s = 0;
    printf("create: %s\n", cudaGetErrorString(cudaCreateSurfaceObject(&s, &rd)));
    fill<<<1, dim3(w, h)>>>(s, w, h);
    float* d;
    cudaMalloc(&d, 16 * sizeof(float));
    probe<<<1, 8>>>(s, d);
    float r[16];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i) printf("x=%d: zero %g clamp %g\n", i - 2, r[2 * i], r[2 * i + 1]);
    float img[h][w];
    cudaMemcpy2DFromArray(img, w * sizeof(float), a, 0, 0, w * sizeof(float), h, cudaMemcpyDeviceToHost);
    for (int y = 0; y < h; ++y) printf("row %d: %g %g %g %g\n", y, img[y][0], img[y][1], img[y][2], img[y][3]);

    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &rd, &td, NULL);
    sample<<<1, w>>>(t, d);
    cudaMemcpy(r, d, w * sizeof(float), cudaMemcpyDeviceToHost);
    printf("texture of the surface's array: %g %g %g %g\n", r[0], r[1], r[2], r[3]);

    cudaChannelFormatDesc cd = cudaCreateChannelDesc<uchar4>();
    cudaArray_t rgba;
    cudaMallocArray(&rgba, &cd, 2, 1, cudaArraySurfaceLoadStore);
    uchar4 px[2] = {make_uchar4(1, 2, 3, 4), make_uchar4(10, 20, 30, 40)};
    cudaMemcpy2DToArray(rgba, 0, 0, px, sizeof px, sizeof px, 1, cudaMemcpyHostToDevice);
    cudaChannelFormatDesc id = cudaCreateChannelDesc<int>();
    cudaArray_t ints;
    cudaMallocArray(&ints, &id, 2, 0, cudaArraySurfaceLoadStore);
    int iv[2] = {21, -7};
    cudaMemcpy2DToArray(ints, 0, 0, iv, sizeof iv, sizeof iv, 1, cudaMemcpyHostToDevice);
    cudaSurfaceObject_t s2 = 0, s3 = 0;
    rd.res.array.array = rgba;
    cudaCreateSurfaceObject(&s2, &rd);
    rd.res.array.array = ints;
    cudaCreateSurfaceObject(&s3, &rd);
    int* di;
    cudaMalloc(&di, 2 * sizeof(int));
    swizzle<<<1, 2>>>(s2, s3, di);
    int ri[2];
    cudaMemcpy(ri, di, sizeof ri, cudaMemcpyDeviceToHost);
    cudaMemcpy2DFromArray(px, sizeof px, rgba, 0, 0, sizeof px, 1, cudaMemcpyDeviceToHost);
    printf("swizzled: %d %d %d %d | %d %d %d %d; ints doubled: %d %d\n", px[0].x, px[0].y, px[0].z, px[0].w,
           px[1].x, px[1].y, px[1].z, px[1].w, ri[0], ri[1]);

    cudaArray_t plain;
    cudaMallocArray(&plain, &fd, 2, 2);
    rd.res.array.array = plain;
    cudaSurfaceObject_t bad = 0;
    printf("array without cudaArraySurfaceLoadStore: %s\n", cudaGetErrorString(cudaCreateSurfaceObject(&bad, &rd)));
    cudaDestroySurfaceObject(s);
    cudaDestroySurfaceObject(s2);
    cudaDestroySurfaceObject(s3);
    cudaDestroyTextureObject(t);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
