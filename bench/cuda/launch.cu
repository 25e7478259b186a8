// Launch overhead: an empty kernel launched 10,000 times back to back per repetition, timed
// with events (what the device saw) and with the host's clock (what the program waited).
#include "bench.cuh"
#include <ctime>

__global__ void empty() {}

static double hostMs() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

int main() {
    const int launches = 10000;
    const int reps = benchReps(10);

    empty<<<1, 1>>>();
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    float* host = (float*)malloc(reps * sizeof(float));
    for (int r = 0; r < reps; ++r) {
        double t0 = hostMs();
        timer.start();
        for (int i = 0; i < launches; ++i) empty<<<1, 1>>>();
        timer.stop();
        host[r] = (float)(hostMs() - t0);
    }

    printf("HOST launch %.4f\n", medianOf(host, reps));
    timer.report("launch", launches, "launches");
    free(host);
    return 0;
}
