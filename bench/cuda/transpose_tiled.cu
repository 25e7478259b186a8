// Transpose of a 4096 x 4096 float matrix through a shared-memory tile padded to 32 x 33, so that
// reading a column of the tile touches 32 different banks: coalesced reads and coalesced writes.
#include "bench.cuh"

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeTiled(float* out, const float* in, int width) {
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];

    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();

    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        out[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
    const int width = 4096;
    const size_t count = (size_t)width * width;
    const size_t bytes = count * sizeof(float);
    const int reps = benchReps(40);

    float* hin = (float*)malloc(bytes);
    float* hout = (float*)malloc(bytes);
    for (size_t i = 0; i < count; ++i) hin[i] = (float)(i % 65521);

    float *din, *dout;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMemcpy(din, hin, bytes, cudaMemcpyHostToDevice));

    dim3 grid(width / TILE_DIM, width / TILE_DIM);
    dim3 block(TILE_DIM, BLOCK_ROWS);
    transposeTiled<<<grid, block>>>(dout, din, width);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        transposeTiled<<<grid, block>>>(dout, din, width);
        timer.stop();
    }

    CHECK(cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost));
    for (int r = 0; r < width; ++r)
        for (int c = 0; c < width; ++c)
            if (hout[(size_t)c * width + r] != hin[(size_t)r * width + c])
                benchFail("transpose_tiled", "out[c][r] != in[r][c]");

    timer.report("transpose_tiled", 2.0 * bytes, "bytes");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    free(hin);
    free(hout);
    return 0;
}
