/* Transpose of a 4096 x 4096 float matrix, the native twin of ../cuda/transpose_tiled.cu: the
   matrix is walked in 32 x 32 tiles, so that both the rows read and the rows written of a tile
   stay in cache. */
#include "bench.h"

#define TILE_DIM 32

static void transpose(float* restrict out, const float* restrict in, int width) {
#pragma omp parallel for collapse(2)
    for (int by = 0; by < width; by += TILE_DIM)
        for (int bx = 0; bx < width; bx += TILE_DIM)
            for (int y = by; y < by + TILE_DIM; ++y)
                for (int x = bx; x < bx + TILE_DIM; ++x)
                    out[(size_t)x * width + y] = in[(size_t)y * width + x];
}

int main(void) {
    const int width = 4096;
    const size_t count = (size_t)width * width;
    const size_t bytes = count * sizeof(float);
    const int reps = bench_reps(40);

    float* in = (float*)malloc(bytes);
    float* out = (float*)malloc(bytes);
#pragma omp parallel for
    for (size_t i = 0; i < count; ++i) {
        in[i] = (float)(i % 65521);
        out[i] = 0.0f;
    }

    transpose(out, in, width);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        transpose(out, in, width);
        bench_stop(&timer);
    }

    for (int r = 0; r < width; ++r)
        for (int c = 0; c < width; ++c)
            if (out[(size_t)c * width + r] != in[(size_t)r * width + c])
                bench_fail("transpose_tiled", "out[c][r] != in[r][c]");

    bench_report(&timer, "transpose_tiled", 2.0 * bytes, "bytes");
    free(in);
    free(out);
    return 0;
}
