/* Sum of 16M floats, the native twin of ../cuda/reduce_shfl.cu. */
#include "bench.h"

/* Accumulated in double, as in sumsq.c. */
static float sum(const float* x, int n) {
    double s = 0.0;
#pragma omp parallel for simd reduction(+ : s)
    for (int i = 0; i < n; ++i) s += x[i];
    return (float)s;
}

int main(void) {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = bench_reps(50);

    float* x = (float*)malloc(bytes);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) x[i] = (float)(i % 1999) / 1000.0f;
    double expected = 0.0;
    for (int i = 0; i < n; ++i) expected += x[i];

    volatile float result = sum(x, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        result = sum(x, n);
        bench_stop(&timer);
    }

    if (fabs(result - expected) > 1e-4 * expected) bench_fail("reduce_shfl", "sum differs from the host's");

    bench_report(&timer, "reduce_shfl", (double)bytes, "bytes");
    free(x);
    return 0;
}
