/* Shared by the native twins: repetition count, timing and the result line, as in ../cuda/bench.cuh. */
#ifndef BENCH_H
#define BENCH_H
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

/* Timed repetitions: the program's default, or BENCH_REPS when it is set to a positive number. */
static int bench_reps(int fallback) {
    const char* s = getenv("BENCH_REPS");
    int n = s ? atoi(s) : 0;
    return n > 0 ? n : fallback;
}

/* One sample per repetition, in milliseconds, from omp_get_wtime() around the timed region. */
typedef struct {
    double* samples;
    int count;
    double begin;
} bench_timer;

static bench_timer bench_timer_new(int reps) {
    bench_timer t = {(double*)malloc(reps * sizeof(double)), 0, 0.0};
    return t;
}

static void bench_start(bench_timer* t) { t->begin = omp_get_wtime(); }

static void bench_stop(bench_timer* t) { t->samples[t->count++] = (omp_get_wtime() - t->begin) * 1e3; }

static double bench_median(bench_timer* t) {
    for (int i = 1; i < t->count; ++i)
        for (int j = i; j > 0 && t->samples[j - 1] > t->samples[j]; --j) {
            double x = t->samples[j];
            t->samples[j] = t->samples[j - 1];
            t->samples[j - 1] = x;
        }
    if (t->count % 2) return t->samples[t->count / 2];
    return 0.5 * (t->samples[t->count / 2 - 1] + t->samples[t->count / 2]);
}

/* The one line a run prints: BENCH <name> <median_ms> <amount per run> <unit>. */
static void bench_report(bench_timer* t, const char* name, double amount, const char* unit) {
    printf("BENCH %s %.4f %.0f %s\n", name, bench_median(t), amount, unit);
    free(t->samples);
}

static void bench_fail(const char* name, const char* what) {
    printf("FAIL %s: %s\n", name, what);
    exit(1);
}
#endif
