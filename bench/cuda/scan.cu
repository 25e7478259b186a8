// Inclusive scan of 4M ints in three launches: each block scans a section of 1024 elements in
// shared memory (Brent-Kung: an up-sweep and a down-sweep of partial sums) and writes its total;
// one block scans the block totals; every section then adds the total of the sections before it.
#include "bench.cuh"

#define THREADS 512
#define SECTION (2 * THREADS)

// Inclusive scan of SECTION ints in shared memory, two per thread; the caller synchronised after
// filling s.
__device__ void scanSection(int* s) {
    for (int stride = 1; stride < SECTION; stride *= 2) {
        int idx = (threadIdx.x + 1) * 2 * stride - 1;
        if (idx < SECTION) s[idx] += s[idx - stride];
        __syncthreads();
    }
    for (int stride = SECTION / 4; stride > 0; stride /= 2) {
        int idx = (threadIdx.x + 1) * 2 * stride - 1;
        if (idx + stride < SECTION) s[idx + stride] += s[idx];
        __syncthreads();
    }
}

__global__ void scanBlocks(const int* in, int* out, int* blockSums, int n) {
    __shared__ int s[SECTION];
    int base = blockIdx.x * SECTION;
    for (int k = threadIdx.x; k < SECTION; k += blockDim.x)
        s[k] = base + k < n ? in[base + k] : 0;
    __syncthreads();
    scanSection(s);
    for (int k = threadIdx.x; k < SECTION; k += blockDim.x)
        if (base + k < n) out[base + k] = s[k];
    if (threadIdx.x == 0) blockSums[blockIdx.x] = s[SECTION - 1];
}

// One block: scans m block totals in place, a section at a time, carrying the running total.
__global__ void scanSums(int* sums, int m) {
    __shared__ int s[SECTION];
    int carry = 0;
    for (int base = 0; base < m; base += SECTION) {
        for (int k = threadIdx.x; k < SECTION; k += blockDim.x)
            s[k] = base + k < m ? sums[base + k] : 0;
        __syncthreads();
        scanSection(s);
        for (int k = threadIdx.x; k < SECTION; k += blockDim.x)
            if (base + k < m) sums[base + k] = s[k] + carry;
        carry += s[SECTION - 1];
        __syncthreads();
    }
}

__global__ void addBlockOffsets(int* out, const int* scannedSums, int n) {
    if (blockIdx.x == 0) return;
    int offset = scannedSums[blockIdx.x - 1];
    int base = blockIdx.x * SECTION;
    for (int k = threadIdx.x; k < SECTION; k += blockDim.x)
        if (base + k < n) out[base + k] += offset;
}

static void scan(const int* in, int* out, int* sums, int n, int blocks) {
    scanBlocks<<<blocks, THREADS>>>(in, out, sums, n);
    scanSums<<<1, THREADS>>>(sums, blocks);
    addBlockOffsets<<<blocks, THREADS>>>(out, sums, n);
}

int main() {
    const int n = 1 << 22;
    const size_t bytes = (size_t)n * sizeof(int);
    const int reps = benchReps(100);
    const int blocks = (n + SECTION - 1) / SECTION;

    int* hin = (int*)malloc(bytes);
    int* hout = (int*)malloc(bytes);
    for (int i = 0; i < n; ++i) hin[i] = (i * 7 + 3) % 11 - 4;

    int *din, *dout, *dsums;
    CHECK(cudaMalloc(&din, bytes));
    CHECK(cudaMalloc(&dout, bytes));
    CHECK(cudaMalloc(&dsums, blocks * sizeof(int)));
    CHECK(cudaMemcpy(din, hin, bytes, cudaMemcpyHostToDevice));

    scan(din, dout, dsums, n, blocks);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    BenchTimer timer(reps);
    for (int r = 0; r < reps; ++r) {
        timer.start();
        scan(din, dout, dsums, n, blocks);
        timer.stop();
    }

    CHECK(cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost));
    int running = 0;
    for (int i = 0; i < n; ++i) {
        running += hin[i];
        if (hout[i] != running) benchFail("scan", "out[i] differs from the host's prefix sum");
    }

    timer.report("scan", 2.0 * bytes, "bytes");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dsums));
    free(hin);
    free(hout);
    return 0;
}
