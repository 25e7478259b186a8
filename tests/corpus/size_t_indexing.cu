// corpus: 64-bit index arithmetic with size_t: widened global indices, offsets past 2^32, 64-bit grid-stride loops
#include <cstdio>
#include <cstdlib>
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

// a virtual tensor of shape [rows][cols] with rows*cols far beyond 2^32; only a slice is stored
__global__ void virtualOffsets(unsigned long long* out, size_t n, size_t cols, size_t rowStep) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        size_t row = i * rowStep;                   // up to ~1e9
        size_t offset = row * cols + (i % cols);    // exceeds 32 bits
        out[i] = offset ^ (offset >> 29);
    }
}

__global__ void wideCount(const unsigned char* data, size_t n, unsigned long long* hits) {
    size_t stride = (size_t)gridDim.x * blockDim.x;
    unsigned long long local = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        local += data[i] == 7 ? i : 0;  // sum of positions holding 7, needs 64 bits
    atomicAdd(hits, local);
}

int main() {
    const size_t n = 1 << 20;
    const size_t cols = 1000003, rowStep = 977;
    unsigned long long* dout;
    CHECK(cudaMalloc(&dout, n * sizeof(unsigned long long)));
    virtualOffsets<<<64, 256>>>(dout, n, cols, rowStep);
    CHECK(cudaGetLastError());
    unsigned long long* h = (unsigned long long*)malloc(n * sizeof(unsigned long long));
    CHECK(cudaMemcpy(h, dout, n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    unsigned long long x = 0;
    for (size_t i = 0; i < n; ++i) x += h[i] * (i | 1);
    printf("out[1]=%llu out[%zu]=%llu\n", h[1], n - 1, h[n - 1]);
    printf("weighted checksum=%llu\n", x);

    unsigned char* bytes = (unsigned char*)malloc(n);
    for (size_t i = 0; i < n; ++i) bytes[i] = (unsigned char)((i * 2654435761ULL) >> 13);
    unsigned char* dbytes;
    unsigned long long* dhits;
    CHECK(cudaMalloc(&dbytes, n));
    CHECK(cudaMalloc(&dhits, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(dbytes, bytes, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dhits, 0, sizeof(unsigned long long)));
    wideCount<<<32, 256>>>(dbytes, n, dhits);
    CHECK(cudaGetLastError());
    unsigned long long hits = 0;
    CHECK(cudaMemcpy(&hits, dhits, sizeof(hits), cudaMemcpyDeviceToHost));
    printf("sum of positions of 7s=%llu\n", hits);
    printf("sizeof(size_t)=%zu\n", sizeof(size_t));
    cudaFree(dout); cudaFree(dbytes); cudaFree(dhits);
    free(h); free(bytes);
    return 0;
}
