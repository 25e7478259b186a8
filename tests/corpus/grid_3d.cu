// corpus: 2D and 3D grids and blocks (dim3) with global index arithmetic; every cell written exactly once
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

__global__ void index3d(int* owner, int* hits, int nx, int ny, int nz) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x >= nx || y >= ny || z >= nz) return;
    int cell = (z * ny + y) * nx + x;
    int blockLinear = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    int threadLinear = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
    owner[cell] = blockLinear * 1000 + threadLinear;
    atomicAdd(&hits[cell], 1);
}

__global__ void index2d(int* out, int w, int h) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (col < w && row < h) out[row * w + col] = row * 100 + col;
}

int main() {
    const int nx = 10, ny = 7, nz = 5, n = nx * ny * nz;
    int *dOwner, *dHits;
    CHECK(cudaMalloc(&dOwner, n * sizeof(int)));
    CHECK(cudaMalloc(&dHits, n * sizeof(int)));
    CHECK(cudaMemset(dHits, 0, n * sizeof(int)));
    dim3 block(4, 3, 2);
    dim3 grid((nx + block.x - 1) / block.x, (ny + block.y - 1) / block.y, (nz + block.z - 1) / block.z);
    index3d<<<grid, block>>>(dOwner, dHits, nx, ny, nz);
    CHECK(cudaGetLastError());
    int owner[n], hits[n];
    CHECK(cudaMemcpy(owner, dOwner, sizeof(owner), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hits, dHits, sizeof(hits), cudaMemcpyDeviceToHost));
    int wrong = 0;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        if (hits[i] != 1) ++wrong;
        sum += owner[i];
    }
    printf("grid=(%u,%u,%u) block=(%u,%u,%u) threads launched=%u\n", grid.x, grid.y, grid.z, block.x, block.y,
           block.z, grid.x * grid.y * grid.z * block.x * block.y * block.z);
    printf("owner(0,0,0)=%d owner(9,6,4)=%d owner(5,3,2)=%d\n", owner[0], owner[n - 1], owner[(2 * ny + 3) * nx + 5]);
    printf("owner sum=%lld cells not hit once=%d\n", sum, wrong);

    const int w = 37, h = 19;
    int* d2;
    CHECK(cudaMalloc(&d2, w * h * sizeof(int)));
    index2d<<<dim3((w + 15) / 16, (h + 7) / 8), dim3(16, 8)>>>(d2, w, h);
    CHECK(cudaGetLastError());
    int o2[w * h];
    CHECK(cudaMemcpy(o2, d2, sizeof(o2), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            if (o2[r * w + c] != r * 100 + c) ++bad;
    printf("2D %dx%d: last=%d errors=%d\n", w, h, o2[w * h - 1], bad);
    printf("%s\n", (wrong == 0 && bad == 0) ? "PASS" : "FAIL");
    cudaFree(dOwner); cudaFree(dHits); cudaFree(d2);
    return 0;
}
