// corpus: tiled matrix multiply with 16x16 shared-memory tiles, odd sizes, checked against the host
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

#define TILE 16

// C (M x N) = A (M x K) * B (K x N), all row-major
__global__ void matmulTiled(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ac = t * TILE + threadIdx.x;
        int br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

int main() {
    const int M = 100, K = 70, N = 94;
    float* A = (float*)malloc(M * K * sizeof(float));
    float* B = (float*)malloc(K * N * sizeof(float));
    float* C = (float*)malloc(M * N * sizeof(float));
    float* R = (float*)malloc(M * N * sizeof(float));
    for (int i = 0; i < M; ++i)
        for (int k = 0; k < K; ++k) A[i * K + k] = (float)((i * 7 + k * 3) % 11 - 5);
    for (int k = 0; k < K; ++k)
        for (int j = 0; j < N; ++j) B[k * N + j] = (float)((k * k + j * 2) % 9 - 4);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float s = 0.0f;
            for (int k = 0; k < K; ++k) s += A[i * K + k] * B[k * N + j];
            R[i * N + j] = s;
        }

    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, M * K * sizeof(float)));
    CHECK(cudaMalloc(&dB, K * N * sizeof(float)));
    CHECK(cudaMalloc(&dC, M * N * sizeof(float)));
    CHECK(cudaMemcpy(dA, A, M * K * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, K * N * sizeof(float), cudaMemcpyHostToDevice));
    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost));

    double checksum = 0.0;
    int mismatches = 0;
    for (int i = 0; i < M * N; ++i) {
        checksum += C[i];
        if (C[i] != R[i]) ++mismatches;
    }
    printf("grid=%ux%u block=%ux%u\n", grid.x, grid.y, block.x, block.y);
    printf("C[0][0]=%.1f C[1][2]=%.1f C[%d][%d]=%.1f\n", C[0], C[1 * N + 2], M - 1, N - 1, C[M * N - 1]);
    printf("checksum=%.1f mismatches=%d\n", checksum, mismatches);
    printf("%s\n", mismatches == 0 ? "PASS" : "FAIL");
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(A); free(B); free(C); free(R);
    return 0;
}
