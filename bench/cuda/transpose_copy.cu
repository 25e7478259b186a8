// The reference for the transposes: a 4096 x 4096 float matrix copied with the same tiling and
// access pattern (32 x 32 tiles, blocks of 32 x 8 threads, four rows per thread) but no transpose.
#include "bench.cuh"

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void copyTiles(float* out, const float* in, int width) {
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        out[(y + j) * width + x] = in[(y + j) * width + x];
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
    copyTiles<<<grid, block>>>(dout, din, width);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        copyTiles<<<grid, block>>>(dout, din, width);
        timer.stop();
    }

    CHECK(cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < count; ++i)
        if (hout[i] != hin[i]) benchFail("transpose_copy", "out[i] != in[i]");

    timer.report("transpose_copy", 2.0 * bytes, "bytes");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    free(hin);
    free(hout);
    return 0;
}
