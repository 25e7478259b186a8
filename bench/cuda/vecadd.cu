// Vector addition, one thread per element: 16M floats, c = a + b.
#include "bench.cuh"

__global__ void vecAdd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

int main() {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = benchReps(40);

    float* ha = (float*)malloc(bytes);
    float* hb = (float*)malloc(bytes);
    float* hc = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) {
        ha[i] = (float)(i % 1000);
        hb[i] = 0.5f * (float)(i % 777);
    }

    float *da, *db, *dc;
    CHECK(cudaMalloc(&da, bytes));
    CHECK(cudaMalloc(&db, bytes));
    CHECK(cudaMalloc(&dc, bytes));
    CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    vecAdd<<<blocks, threads>>>(da, db, dc, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        vecAdd<<<blocks, threads>>>(da, db, dc, n);
        timer.stop();
    }

    CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        if (hc[i] != ha[i] + hb[i]) benchFail("vecadd", "c[i] != a[i] + b[i]");

    timer.report("vecadd", 3.0 * bytes, "bytes");
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dc));
    free(ha);
    free(hb);
    free(hc);
    return 0;
}
