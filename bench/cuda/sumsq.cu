// Sum of squares of 16M floats: a grid-stride loop, a shared-memory tree reduction per block and
// one atomicAdd of each block's sum.
#include "bench.cuh"

#define THREADS 256

__global__ void sumSquares(const float* x, float* result, int n) {
    __shared__ float partial[THREADS];
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        sum += x[i] * x[i];
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(result, partial[0]);
}

int main() {
    const int n = 1 << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = benchReps(50);

    float* hx = (float*)malloc(bytes);
    for (int i = 0; i < n; ++i) hx[i] = (float)(i % 2001 - 1000) / 1000.0f;
    double expected = 0.0;
    for (int i = 0; i < n; ++i) expected += (double)hx[i] * hx[i];

    float *dx, *dresult;
    CHECK(cudaMalloc(&dx, bytes));
    CHECK(cudaMalloc(&dresult, sizeof(float)));
    CHECK(cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice));

    const int blocks = 1024;
    CHECK(cudaMemset(dresult, 0, sizeof(float)));
    sumSquares<<<blocks, THREADS>>>(dx, dresult, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        CHECK(cudaMemset(dresult, 0, sizeof(float)));
        timer.start();
        sumSquares<<<blocks, THREADS>>>(dx, dresult, n);
        timer.stop();
    }

    float result;
    CHECK(cudaMemcpy(&result, dresult, sizeof(float), cudaMemcpyDeviceToHost));
    if (fabs(result - expected) > 1e-4 * expected) benchFail("sumsq", "sum differs from the host's");

    timer.report("sumsq", (double)bytes, "bytes");
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dresult));
    free(hx);
    return 0;
}
