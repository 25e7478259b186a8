/* Launch overhead, the native twin of ../cuda/launch.cu: 10,000 empty parallel regions back to
 * back per repetition, the nearest a CPU program comes to launching an empty kernel. */
#include "bench.h"

int main(void) {
    const int launches = 10000;
    const int reps = bench_reps(10);
    volatile int sink = 0;

#pragma omp parallel
    sink = 1;
    bench_timer timer = bench_timer_new(reps);
    for (int r = 0; r < reps; ++r) {
        bench_start(&timer);
        for (int i = 0; i < launches; ++i) {
#pragma omp parallel
            sink = 1;
        }
        bench_stop(&timer);
    }

    bench_report(&timer, "launch", launches, "launches");
    return 0;
}
