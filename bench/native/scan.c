/* Inclusive scan of 4M ints, the native twin of ../cuda/scan.cu: each thread scans its chunk,
   one thread scans the chunks' totals, each thread adds the totals before its chunk. */
#include "bench.h"

static void scan(const int* restrict in, int* restrict out, int n) {
    int offsets[256] = {0};
#pragma omp parallel
    {
        int t = omp_get_thread_num(), threads = omp_get_num_threads();
        int begin = (int)((long)n * t / threads), end = (int)((long)n * (t + 1) / threads);
        int running = 0;
        for (int i = begin; i < end; ++i) {
            running += in[i];
            out[i] = running;
        }
        offsets[t + 1] = running;
#pragma omp barrier
#pragma omp single
        for (int k = 1; k <= threads; ++k) offsets[k] += offsets[k - 1];
        int offset = offsets[t];
        if (offset)
            for (int i = begin; i < end; ++i) out[i] += offset;
    }
}

int main(void) {
    const int n = 1 << 22;
    const size_t bytes = (size_t)n * sizeof(int);
    const int reps = bench_reps(100);

    int* in = (int*)malloc(bytes);
    int* out = (int*)malloc(bytes);
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        in[i] = (i * 7 + 3) % 11 - 4;
        out[i] = 0;
    }

    scan(in, out, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        scan(in, out, n);
        bench_stop(&timer);
    }

    int running = 0;
    for (int i = 0; i < n; ++i) {
        running += in[i];
        if (out[i] != running) bench_fail("scan", "out[i] differs from the host's prefix sum");
    }

    bench_report(&timer, "scan", 2.0 * bytes, "bytes");
    free(in);
    free(out);
    return 0;
}
