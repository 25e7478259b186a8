// corpus: command-line arguments (from args_scale.args) choose the problem size and scale factor
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

__global__ void scaleIota(long long* out, int n, int scale, int offset) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (long long)i * scale + offset;
}

int main(int argc, char** argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s N SCALE [OFFSET]\n", argv[0]);
        return 2;
    }
    int n = atoi(argv[1]);
    int scale = atoi(argv[2]);
    int offset = argc > 3 ? atoi(argv[3]) : 0;
    printf("argc=%d n=%d scale=%d offset=%d\n", argc, n, scale, offset);
    if (n <= 0 || n > (1 << 20)) {
        fprintf(stderr, "N out of range\n");
        return 2;
    }
    long long* d;
    CHECK(cudaMalloc(&d, n * sizeof(long long)));
    scaleIota<<<(n + 255) / 256, 256>>>(d, n, scale, offset);
    CHECK(cudaGetLastError());
    long long* h = (long long*)malloc(n * sizeof(long long));
    CHECK(cudaMemcpy(h, d, n * sizeof(long long), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += h[i];
    long long expect = (long long)scale * n * (n - 1) / 2 + (long long)offset * n;
    printf("first=%lld last=%lld sum=%lld\n", h[0], h[n - 1], sum);
    printf("%s\n", sum == expect ? "PASS" : "FAIL");
    cudaFree(d);
    free(h);
    return 0;
}
