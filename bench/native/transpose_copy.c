/* The reference for the transposes, the native twin of ../cuda/transpose_copy.cu: a 4096 x 4096
   float matrix copied row by row. */
#include "bench.h"

static void copy(float* restrict out, const float* restrict in, int width) {
#pragma omp parallel for
    for (int y = 0; y < width; ++y)
        for (int x = 0; x < width; ++x) out[(size_t)y * width + x] = in[(size_t)y * width + x];
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

    copy(out, in, width);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        copy(out, in, width);
        bench_stop(&timer);
    }

    for (size_t i = 0; i < count; ++i)
        if (out[i] != in[i]) bench_fail("transpose_copy", "out[i] != in[i]");

    bench_report(&timer, "transpose_copy", 2.0 * bytes, "bytes");
    free(in);
    free(out);
    return 0;
}
