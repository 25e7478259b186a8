/* Sum of squares of 16M floats, the native twin of ../cuda/sumsq.cu. */
#include "bench.h"

/* The lanes accumulate in double: a float lane summing millions of terms drifts by ~0.1%, where
   the kernel's per-thread sums are short. The loop stays bound by memory either way. */
static float sum_squares(const float* x, int n) {
    double sum = 0.0;
#pragma omp parallel for simd reduction(+ : sum)
    for (int i = 0; i < n; ++i) sum += (double)(x[i] * x[i]);
    return (float)sum;
}

int main(void) {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = bench_reps(50);

    float* x = (float*)malloc(bytes);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) x[i] = (float)(i % 2001 - 1000) / 1000.0f;
    double expected = 0.0;
    for (int i = 0; i < n; ++i) expected += (double)x[i] * x[i];

    volatile float result = sum_squares(x, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        result = sum_squares(x, n);
        bench_stop(&timer);
    }

    if (fabs(result - expected) > 1e-4 * expected) bench_fail("sumsq", "sum differs from the host's");

    bench_report(&timer, "sumsq", (double)bytes, "bytes");
    free(x);
    return 0;
}
