/* Vector addition, the native twin of ../cuda/vecadd.cu: 16M floats, c = a + b. */
#include "bench.h"

static void vecadd(const float* restrict a, const float* restrict b, float* restrict c, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; ++i) c[i] = a[i] + b[i];
}

int main(void) {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = bench_reps(40);

    float* a = (float*)malloc(bytes);
    float* b = (float*)malloc(bytes);
    float* c = (float*)malloc(bytes);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        a[i] = (float)(i % 1000);
        b[i] = 0.5f * (float)(i % 777);
        c[i] = 0.0f;
    }

    vecadd(a, b, c, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        vecadd(a, b, c, n);
        bench_stop(&timer);
    }

    for (int i = 0; i < n; ++i)
        if (c[i] != a[i] + b[i]) bench_fail("vecadd", "c[i] != a[i] + b[i]");

    bench_report(&timer, "vecadd", 3.0 * bytes, "bytes");
    free(a);
    free(b);
    free(c);
    return 0;
}
