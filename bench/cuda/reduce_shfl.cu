// Sum of 16M floats with warp shuffles: a grid-stride loop, __shfl_down_sync within each warp,
// the warps' sums through shared memory to the first warp, and one atomicAdd per block.
#include "bench.cuh"

#define THREADS 256
#define FULL_MASK 0xffffffffu

__device__ float warpSum(float v) {
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

__global__ void reduceShuffle(const float* x, float* result, int n) {
    __shared__ float warpSums[THREADS / 32];
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += x[i];

    int lane = threadIdx.x % warpSize;
    int warp = threadIdx.x / warpSize;
    sum = warpSum(sum);
    if (lane == 0) warpSums[warp] = sum;
    __syncthreads();

    if (warp == 0) {
        sum = lane < blockDim.x / warpSize ? warpSums[lane] : 0.0f;
        sum = warpSum(sum);
        if (lane == 0) atomicAdd(result, sum);
    }
}

int main() {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = benchReps(50);

    float* hx = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) hx[i] = (float)(i % 1999) / 1000.0f;
    double expected = 0.0;
    for (int i = 0; i < n; ++i) expected += hx[i];

    float *dx, *dresult;
    CHECK(cudaMalloc(&dx, bytes));
    CHECK(cudaMalloc(&dresult, sizeof(float)));
    CHECK(cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice));

    const int blocks = 1024;
    CHECK(cudaMemset(dresult, 0, sizeof(float)));
    reduceShuffle<<<blocks, THREADS>>>(dx, dresult, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        CHECK(cudaMemset(dresult, 0, sizeof(float)));
        timer.start();
        reduceShuffle<<<blocks, THREADS>>>(dx, dresult, n);
        timer.stop();
    }

    float result;
    CHECK(cudaMemcpy(&result, dresult, sizeof(float), cudaMemcpyDeviceToHost));
    if (fabs(result - expected) > 1e-4 * expected) benchFail("reduce_shfl", "sum differs from the host's");

    timer.report("reduce_shfl", (double)bytes, "bytes");
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dresult));
    free(hx);
    return 0;
}
