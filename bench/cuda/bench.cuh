// Shared by the benchmark programs: error checking, repetition count, timing and the result line.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

// Timed repetitions: the program's default, or BENCH_REPS when it is set to a positive number.
static int benchReps(int fallback) {
    const char* s = getenv("BENCH_REPS");
    int n = s ? atoi(s) : 0;
    return n > 0 ? n : fallback;
}

// The median of n samples (sorts them).
static float medianOf(float* v, int n) {
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && v[j - 1] > v[j]; --j) {
            float t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    if (n % 2) return v[n / 2];
    return 0.5f * (v[n / 2 - 1] + v[n / 2]);
}

// Times the launches between start() and stop() with CUDA events, one sample per repetition.
struct BenchTimer {
    cudaEvent_t begin, end;
    float* samples;
    int count;

    explicit BenchTimer(int reps) : samples((float*)malloc(reps * sizeof(float))), count(0) {
        CHECK(cudaEventCreate(&begin));
        CHECK(cudaEventCreate(&end));
    }
    void start() { CHECK(cudaEventRecord(begin)); }
    void stop() {
        CHECK(cudaEventRecord(end));
        CHECK(cudaEventSynchronize(end));
        CHECK(cudaGetLastError());
        CHECK(cudaEventElapsedTime(&samples[count++], begin, end));
    }
    float median() { return medianOf(samples, count); }
    // The one line a run prints: BENCH <name> <median_ms> <amount per launch> <unit>.
    void report(const char* name, double amount, const char* unit) {
        printf("BENCH %s %.4f %.0f %s\n", name, median(), amount, unit);
    }
};

static void benchFail(const char* name, const char* what) {
    printf("FAIL %s: %s\n", name, what);
    exit(1);
}
