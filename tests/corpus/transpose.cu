// corpus: naive and shared-memory (padded 32x33 tile) matrix transposes of a non-square matrix
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

#define TILE 32
#define ROWS 8

// in: rows x cols, out: cols x rows
__global__ void transposeNaive(const float* in, float* out, int rows, int cols) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < rows && c < cols) out[c * rows + r] = in[r * cols + c];
}

__global__ void transposeShared(const float* in, float* out, int rows, int cols) {
    __shared__ float tile[TILE][TILE + 1];
    int c = blockIdx.x * TILE + threadIdx.x;
    int r = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (r + j < rows && c < cols) tile[threadIdx.y + j][threadIdx.x] = in[(r + j) * cols + c];
    __syncthreads();
    int oc = blockIdx.y * TILE + threadIdx.x;  // column in out = row in in
    int orow = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (orow + j < cols && oc < rows) out[(orow + j) * rows + oc] = tile[threadIdx.x][threadIdx.y + j];
}

static int verify(const float* out, int rows, int cols) {
    int bad = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (out[c * rows + r] != (float)(r * 1000 + c)) ++bad;
    return bad;
}

int main() {
    const int rows = 200, cols = 136;
    const size_t bytes = rows * cols * sizeof(float);
    float* h = (float*)malloc(bytes);
    float* o = (float*)malloc(bytes);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) h[r * cols + c] = (float)(r * 1000 + c);
    float *din, *dout;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMemcpy(din, h, bytes, cudaMemcpyHostToDevice));

    dim3 nb(16, 16), ng((cols + 15) / 16, (rows + 15) / 16);
    CHECK(cudaMemset(dout, 0, bytes));
    transposeNaive<<<ng, nb>>>(din, dout, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, dout, bytes, cudaMemcpyDeviceToHost));
    int badNaive = verify(o, rows, cols);
    printf("naive : out[0][1]=%.0f out[%d][%d]=%.0f errors=%d\n", o[1], cols - 1, rows - 1,
           o[(cols - 1) * rows + rows - 1], badNaive);

    dim3 sb(TILE, ROWS), sg((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
    CHECK(cudaMemset(dout, 0, bytes));
    transposeShared<<<sg, sb>>>(din, dout, rows, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(o, dout, bytes, cudaMemcpyDeviceToHost));
    int badShared = verify(o, rows, cols);
    printf("shared: out[5][7]=%.0f out[100][150]=%.0f errors=%d\n", o[5 * rows + 7], o[100 * rows + 150],
           badShared);

    printf("%s\n", (badNaive == 0 && badShared == 0) ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    free(h); free(o);
    return 0;
}
