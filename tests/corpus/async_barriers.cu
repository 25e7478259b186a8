// Asynchronous barriers in inline PTX, as Hopper kernels use them: a double-buffered pipeline
// whose tiles arrive by bulk copies (`cp.async.bulk` completing a barrier's transactions,
// waited for with `mbarrier.try_wait.parity`), a barrier of the whole block waited for with
// arrival states (`mbarrier.arrive`, `mbarrier.test_wait`), one whose later phases expect
// fewer arrivals (`mbarrier.arrive_drop`), `pending_count`, and Ampere's per-thread copies
// signalled with `cp.async.mbarrier.arrive.noinc`.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int kThreads = 128;
constexpr int kTile = 256;
constexpr int kStages = 6;

__device__ unsigned window(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

__device__ void barrier_init(unsigned long long *bar, unsigned count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(window(bar)), "r"(count));
}

__device__ void wait_parity(unsigned long long *bar, unsigned parity)
{
    asm volatile("{\n\t"
                 ".reg .pred done;\n"
                 "WAIT%=:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n\t"
                 "@!done bra WAIT%=;\n\t"
                 "}" ::"r"(window(bar)),
                 "r"(parity));
}

// Whether the barrier's first phase is over, without waiting.
__device__ unsigned phase_zero_done(unsigned long long *bar)
{
    unsigned done;
    asm volatile("{\n\t"
                 ".reg .pred p;\n\t"
                 "mbarrier.test_wait.parity.shared.b64 p, [%1], 0;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t"
                 "}"
                 : "=r"(done)
                 : "r"(window(bar)));
    return done;
}

__global__ void pipeline(const float *src, float *out, unsigned *info)
{
    __shared__ alignas(128) float tile[2][kTile];
    __shared__ alignas(8) unsigned long long full[2];
    __shared__ alignas(8) unsigned long long all, dropping, copies;
    __shared__ alignas(16) float staged[kThreads * 4];
    int t = threadIdx.x;
    if (t == 0) {
        barrier_init(&full[0], 1);
        barrier_init(&full[1], 1);
        barrier_init(&all, kThreads);
        barrier_init(&dropping, 4);
        barrier_init(&copies, kThreads);
        asm volatile("fence.mbarrier_init.release.cluster;");
    }
    __syncthreads();

    // Tiles of `src` through two buffers: thread 0 announces each tile's bytes and copies it.
    float acc = 0.0f;
    for (int stage = 0; stage < kStages; ++stage) {
        int buf = stage % 2;
        if (t == 0) {
            unsigned long long state;
            asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], %2;"
                         : "=l"(state)
                         : "r"(window(&full[buf])), "r"(kTile * 4));
            asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes "
                         "[%0], [%1], %2, [%3];" ::"r"(window(tile[buf])),
                         "l"(src + stage * kTile), "r"(kTile * 4), "r"(window(&full[buf]))
                         : "memory");
        }
        wait_parity(&full[buf], (stage / 2) % 2);
        acc += tile[buf][t] * (stage + 1) + tile[buf][t + kThreads];
        __syncthreads();
    }
    out[t] = acc;

    // Every thread arrives, then waits on the state it got back.
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(window(&all)));
    asm volatile("{\n\t"
                 ".reg .pred done;\n"
                 "TEST%=:\n\t"
                 "mbarrier.test_wait.shared.b64 done, [%0], %1;\n\t"
                 "@!done bra TEST%=;\n\t"
                 "}" ::"r"(window(&all)),
                 "l"(state));

    // Four threads meet twice; the fourth leaves after the first phase.
    if (t < 4) {
        unsigned long long s;
        if (t == 3)
            asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];"
                         : "=l"(s)
                         : "r"(window(&dropping)));
        else
            asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(s) : "r"(window(&dropping)));
        wait_parity(&dropping, 0);
        if (t < 3) {
            asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(s) : "r"(window(&dropping)));
            wait_parity(&dropping, 1);
        }
    }
    __syncthreads();

    // Arrivals counted at once: of five expected, three leave two pending.
    if (t == 0) {
        barrier_init(&full[0], 5);
        unsigned long long s;
        unsigned pending;
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1], %2;"
                     : "=l"(s)
                     : "r"(window(&full[0])), "r"(3));
        asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pending) : "l"(s));
        info[0] = pending;
        info[1] = phase_zero_done(&full[0]);
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1], %2;"
                     : "=l"(s)
                     : "r"(window(&full[0])), "r"(2));
        info[2] = phase_zero_done(&full[0]);
        asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(window(&full[0])));
    }

    // Each thread copies 16 bytes with cp.async and arrives when its copies are done.
    asm volatile("cp.async.ca.shared.global [%0], [%1], 16;" ::"r"(window(&staged[4 * t])),
                 "l"(src + 4 * t));
    asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(window(&copies)));
    wait_parity(&copies, 0);
    out[kThreads + t] = staged[(4 * t + 5) % (kThreads * 4)];
}

int main()
{
    const int n = kStages * kTile;
    float host[n];
    for (int i = 0; i < n; ++i)
        host[i] = (float)(i % 97) * 0.5f;
    float *src, *out;
    unsigned *info;
    cudaMalloc(&src, sizeof host);
    cudaMalloc(&out, 2 * kThreads * sizeof(float));
    cudaMalloc(&info, 3 * sizeof(unsigned));
    cudaMemcpy(src, host, sizeof host, cudaMemcpyHostToDevice);
    pipeline<<<1, kThreads>>>(src, out, info);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    float result[2 * kThreads];
    unsigned facts[3];
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    cudaMemcpy(facts, info, sizeof facts, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int t = 0; t < kThreads; ++t) {
        float expected = 0.0f;
        for (int stage = 0; stage < kStages; ++stage)
            expected += host[stage * kTile + t] * (stage + 1) + host[stage * kTile + t + kThreads];
        wrong += result[t] != expected;
        wrong += result[kThreads + t] != host[(4 * t + 5) % (kThreads * 4)];
    }
    printf("pipeline sums: %.1f %.1f %.1f\n", result[0], result[1], result[kThreads - 1]);
    printf("staged: %.1f %.1f\n", result[kThreads], result[2 * kThreads - 1]);
    printf("pending after 3 of 5: %u, done: %u then %u\n", facts[0], facts[1], facts[2]);
    printf("%s (%d wrong)\n", wrong ? "FAILED" : "PASSED", wrong);
    cudaFree(src);
    cudaFree(out);
    cudaFree(info);
    return 0;
}
