/* C = A * B for 1024 x 1024 floats, the native twin of ../cuda/matmul.cu: rows of C split over the
   threads, the loops in i-k-j order so that the innermost loop runs along rows of B and C. */
#include "bench.h"
#include <string.h>

static void matmul(const float* restrict A, const float* restrict B, float* restrict C, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        float* c = C + (size_t)i * n;
        memset(c, 0, n * sizeof(float));
        for (int k = 0; k < n; ++k) {
            float a = A[(size_t)i * n + k];
            const float* b = B + (size_t)k * n;
            for (int j = 0; j < n; ++j) c[j] += a * b[j];
        }
    }
}

int main(void) {
    const int n = 1024;
    const size_t bytes = (size_t)n * n * sizeof(float);
    const int reps = bench_reps(10);

    /* Small integers: every partial sum is exact in float, so the check can be exact. */
    float* A = (float*)malloc(bytes);
    float* B = (float*)malloc(bytes);
    float* C = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            A[i * n + j] = (float)((i * 3 + j * 5) % 7 - 3);
            B[i * n + j] = (float)((i * 2 + j * 7) % 5 - 2);
        }

    matmul(A, B, C, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        matmul(A, B, C, n);
        bench_stop(&timer);
    }

    for (int s = 0; s < 4096; ++s) {
        int i = (s * 131) % n, j = (s * 197 + s / 7) % n;
        float expected = 0.0f;
        for (int k = 0; k < n; ++k) expected += A[i * n + k] * B[k * n + j];
        if (C[i * n + j] != expected) bench_fail("matmul", "C[i][j] differs from the host's dot product");
    }

    bench_report(&timer, "matmul", 2.0 * n * n * n, "flops");
    free(A);
    free(B);
    free(C);
    return 0;
}
