/* Histogram of 16M bytes into 256 bins, the native twin of ../cuda/histogram.cu: each thread
   counts its part into a private histogram; OpenMP's array reduction adds them up. */
#include "bench.h"
#include <string.h>

#define BINS 256

static void histogram(const unsigned char* data, unsigned int* hist, int n) {
#pragma omp parallel for reduction(+ : hist[:BINS])
    for (int i = 0; i < n; ++i) hist[data[i]]++;
}

int main(void) {
    const int n = 1 << 24;
    const int reps = bench_reps(50);

    unsigned char* data = (unsigned char*)malloc(n);
    unsigned int seed = 12345u;
    for (int i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        data[i] = (unsigned char)(seed >> 24);
    }
    unsigned int expected[BINS] = {0};
    for (int i = 0; i < n; ++i) expected[data[i]]++;

    unsigned int hist[BINS] = {0};
    histogram(data, hist, n);
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        memset(hist, 0, sizeof(hist));
        bench_start(&timer);
        histogram(data, hist, n);
        bench_stop(&timer);
    }

    for (int b = 0; b < BINS; ++b)
        if (hist[b] != expected[b]) bench_fail("histogram", "a bin differs from the host's count");

    bench_report(&timer, "histogram", (double)n, "bytes");
    free(data);
    return 0;
}
