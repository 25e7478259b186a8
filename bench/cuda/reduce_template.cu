// Sum of 16M floats in two launches: a kernel templated on its block size reduces a grid-stride
// slice per block into dynamic shared memory (two loads per step, tree unrolled by the template
// argument, last warp by shuffles) and writes one partial sum per block; a second launch of the
// same kernel with one block sums the partials.
#include "bench.cuh"

template <unsigned blockSize>
__global__ void reduce(const float* in, float* out, unsigned n) {
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockSize * 2) + tid;
    unsigned gridSize = blockSize * 2 * gridDim.x;

    float sum = 0.0f;
    while (i < n) {
        sum += in[i];
        if (i + blockSize < n) sum += in[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = sum;
    __syncthreads();

    if (blockSize >= 1024) { if (tid < 512) sdata[tid] = sum = sum + sdata[tid + 512]; __syncthreads(); }
    if (blockSize >= 512) { if (tid < 256) sdata[tid] = sum = sum + sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] = sum = sum + sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] = sum = sum + sdata[tid + 64]; __syncthreads(); }

    if (tid < 32) {
        if (blockSize >= 64) sum += sdata[tid + 32];
        for (int offset = 16; offset > 0; offset /= 2)
            sum += __shfl_down_sync(0xffffffffu, sum, offset);
        if (tid == 0) out[blockIdx.x] = sum;
    }
}

static void launchReduce(int threads, int blocks, const float* in, float* out, unsigned n) {
    size_t shared = threads * sizeof(float);
    switch (threads) {
    case 1024: reduce<1024><<<blocks, threads, shared>>>(in, out, n); break;
    case 512: reduce<512><<<blocks, threads, shared>>>(in, out, n); break;
    case 256: reduce<256><<<blocks, threads, shared>>>(in, out, n); break;
    case 128: reduce<128><<<blocks, threads, shared>>>(in, out, n); break;
    case 64: reduce<64><<<blocks, threads, shared>>>(in, out, n); break;
    default: fprintf(stderr, "unsupported block size %d\n", threads); exit(1);
    }
}

int main() {
    const unsigned n = 1u << 24;
    const size_t bytes = (size_t)n * sizeof(float);
    const int reps = benchReps(50);
    const int threads = 256;
    const int blocks = 1024;

    float* hx = (float*)malloc(bytes);
    for (unsigned i = 0; i < n; ++i) hx[i] = (float)(i % 1003) / 1000.0f;
    double expected = 0.0;
    for (unsigned i = 0; i < n; ++i) expected += hx[i];

    float *dx, *dpartial, *dresult;
    CHECK(cudaMalloc(&dx, bytes));
    CHECK(cudaMalloc(&dpartial, blocks * sizeof(float)));
    CHECK(cudaMalloc(&dresult, sizeof(float)));
    CHECK(cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice));

    launchReduce(threads, blocks, dx, dpartial, n);
    launchReduce(threads, 1, dpartial, dresult, blocks);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        launchReduce(threads, blocks, dx, dpartial, n);
        launchReduce(threads, 1, dpartial, dresult, blocks);
        timer.stop();
    }

    float result;
    CHECK(cudaMemcpy(&result, dresult, sizeof(float), cudaMemcpyDeviceToHost));
    if (fabs(result - expected) > 1e-4 * expected)
        benchFail("reduce_template", "sum differs from the host's");

    timer.report("reduce_template", (double)bytes, "bytes");
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dpartial));
    CHECK(cudaFree(dresult));
    free(hx);
    return 0;
}
