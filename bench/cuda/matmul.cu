// C = A * B for 1024 x 1024 floats, tiled: each block of 16 x 16 threads computes a 16 x 16 tile
// of C, staging matching tiles of A and B through shared memory.
#include "bench.cuh"

#define TILE 16

__global__ void matmulTiled(const float* A, const float* B, float* C, int n) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < n / TILE; ++t) {
        As[threadIdx.y][threadIdx.x] = A[row * n + t * TILE + threadIdx.x];
        Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    C[row * n + col] = acc;
}

int main() {
    const int n = 1024;
    const size_t bytes = (size_t)n * n * sizeof(float);
    const int reps = benchReps(10);

    // Small integers: every partial sum is exact in float, so the check can be exact.
    float* hA = (float*)malloc(bytes);
    float* hB = (float*)malloc(bytes);
    float* hC = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            hA[i * n + j] = (float)((i * 3 + j * 5) % 7 - 3);
            hB[i * n + j] = (float)((i * 2 + j * 7) % 5 - 2);
        }

    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, bytes));
    CHECK(cudaMalloc(&dB, bytes));
    CHECK(cudaMalloc(&dC, bytes));
    CHECK(cudaMemcpy(dA, hA, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hB, bytes, cudaMemcpyHostToDevice));

    dim3 block(TILE, TILE);
    dim3 grid(n / TILE, n / TILE);
    matmulTiled<<<grid, block>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        matmulTiled<<<grid, block>>>(dA, dB, dC, n);
        timer.stop();
    }

    CHECK(cudaMemcpy(hC, dC, bytes, cudaMemcpyDeviceToHost));
    for (int s = 0; s < 4096; ++s) {
        int i = (s * 131) % n, j = (s * 197 + s / 7) % n;
        float expected = 0.0f;
        for (int k = 0; k < n; ++k) expected += hA[i * n + k] * hB[k * n + j];
        if (hC[i * n + j] != expected) benchFail("matmul", "C[i][j] differs from the host's dot product");
    }

    timer.report("matmul", 2.0 * n * n * n, "flops");
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    free(hA);
    free(hB);
    free(hC);
    return 0;
}
