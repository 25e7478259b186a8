// corpus: legacy surface references (removed in CUDA 12, kept by ferrocuda): a 2D surface<void, 2>
// bound with cudaBindSurfaceToArray, written by one kernel and read back by another through the
// reference, a 1D one bound with an explicit channel format and rebound to a second array,
// cudaGetSurfaceReference, and the errors of a bad binding
#include <cstdio>
#include <cuda_runtime.h>

surface<void, 2> image;
surface<void, cudaSurfaceType1D> line;

__global__ void paint(int width, int height) {
    int x = threadIdx.x, y = threadIdx.y;
    if (x < width && y < height) surf2Dwrite(float(10 * y + x), image, x * (int)sizeof(float), y);
}

__global__ void blur_rows(float* out, int width, int height) {
    int x = threadIdx.x, y = threadIdx.y;
    if (x >= width || y >= height) return;
    float left = surf2Dread<float>(image, (x > 0 ? x - 1 : x) * 4, y);
    float here;
    surf2Dread(&here, image, x * 4, y);
    // Out of range with zero boundary mode: reads as 0.
    float right = surf2Dread<float>(image, (x + 1) * 4, y, cudaBoundaryModeZero);
    out[y * width + x] = left + here + right;
}

__global__ void scale_line(int n, int factor) {
    int i = threadIdx.x;
    if (i >= n) return;
    int2 v = surf1Dread<int2>(line, i * (int)sizeof(int2));
    surf1Dwrite(make_int2(v.x * factor, v.y + i), line, i * (int)sizeof(int2));
}

int main() {
    const int width = 4, height = 3;
    cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    cudaMallocArray(&a, &fdesc, width, height, cudaArraySurfaceLoadStore);
    printf("bind image: %s\n", cudaGetErrorString(cudaBindSurfaceToArray(image, a)));
    paint<<<1, dim3(width, height)>>>(width, height);
    float* d;
    cudaMalloc(&d, width * height * sizeof(float));
    blur_rows<<<1, dim3(width, height)>>>(d, width, height);
    float h[width * height];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) printf(" %5.1f", h[y * width + x]);
        printf("\n");
    }
    float painted[width * height];
    cudaMemcpy2DFromArray(painted, width * sizeof(float), a, 0, 0, width * sizeof(float), height,
                          cudaMemcpyDeviceToHost);
    printf("painted row 2: %.0f %.0f %.0f %.0f\n", painted[8], painted[9], painted[10], painted[11]);

    const int n = 5;
    cudaChannelFormatDesc idesc = cudaCreateChannelDesc<int2>();
    cudaArray_t first, second;
    cudaMallocArray(&first, &idesc, n, 0, cudaArraySurfaceLoadStore);
    cudaMallocArray(&second, &idesc, n, 0, cudaArraySurfaceLoadStore);
    int2 values[n], back[n];
    for (int i = 0; i < n; ++i) values[i] = make_int2(i + 1, 100 * i);
    cudaMemcpy2DToArray(first, 0, 0, values, sizeof values, sizeof values, 1, cudaMemcpyHostToDevice);
    cudaMemcpy2DToArray(second, 0, 0, values, sizeof values, sizeof values, 1, cudaMemcpyHostToDevice);

    const surfaceReference* ref = nullptr;
    cudaError_t got = cudaGetSurfaceReference(&ref, &line);
    printf("cudaGetSurfaceReference: %s, %s\n", cudaGetErrorString(got),
           ref == &line ? "the variable's own" : "another");
    printf("bind line to first: %s\n", cudaGetErrorString(cudaBindSurfaceToArray(ref, first, &idesc)));
    scale_line<<<1, n>>>(n, 2);
    printf("bind line to second: %s\n", cudaGetErrorString(cudaBindSurfaceToArray(line, second, idesc)));
    scale_line<<<1, n>>>(n, 3);
    scale_line<<<1, n>>>(n, 3);
    cudaMemcpy2DFromArray(back, sizeof back, first, 0, 0, sizeof back, 1, cudaMemcpyDeviceToHost);
    printf("first: ");
    for (int i = 0; i < n; ++i) printf(" (%d, %d)", back[i].x, back[i].y);
    cudaMemcpy2DFromArray(back, sizeof back, second, 0, 0, sizeof back, 1, cudaMemcpyDeviceToHost);
    printf("\nsecond:");
    for (int i = 0; i < n; ++i) printf(" (%d, %d)", back[i].x, back[i].y);
    printf("\n");

    cudaError_t bad = cudaBindSurfaceToArray(nullptr, first, &idesc);
    printf("null reference: %s\n", cudaGetErrorName(bad));
    bad = cudaBindSurfaceToArray(line, (cudaArray_t)0x1234);
    printf("unknown array: %s\n", cudaGetErrorName(bad));
    printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
    printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaFreeArray(a);
    cudaFreeArray(first);
    cudaFreeArray(second);
    cudaFree(d);
    return 0;
}
