// corpus: page-locked host memory from cudaMallocHost and cudaHostAlloc, async copies, pointer attributes
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

__global__ void negateAdd(const int* in, int* out, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = k - in[i];
}

static const char* kindName(cudaMemoryType t) {
    switch (t) {
        case cudaMemoryTypeUnregistered: return "unregistered";
        case cudaMemoryTypeHost: return "host";
        case cudaMemoryTypeDevice: return "device";
        case cudaMemoryTypeManaged: return "managed";
    }
    return "?";
}

int main() {
    const int n = 50000;
    int *src, *dst;
    CHECK(cudaMallocHost(&src, n * sizeof(int)));
    CHECK(cudaHostAlloc(&dst, n * sizeof(int), cudaHostAllocPortable));
    for (int i = 0; i < n; ++i) src[i] = i * 3;

    int *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CHECK(cudaMalloc(&d_out, n * sizeof(int)));

    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaMemcpyAsync(d_in, src, n * sizeof(int), cudaMemcpyHostToDevice, s));
    negateAdd<<<(n + 255) / 256, 256, 0, s>>>(d_in, d_out, n, 1000000);
    CHECK(cudaMemcpyAsync(dst, d_out, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));

    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        sum += dst[i];
        if (dst[i] != 1000000 - 3 * i) ++bad;
    }
    printf("dst[0]=%d dst[1]=%d dst[%d]=%d\n", dst[0], dst[1], n - 1, dst[n - 1]);
    printf("sum=%lld errors=%d\n", sum, bad);

    cudaPointerAttributes attr;
    CHECK(cudaPointerGetAttributes(&attr, src));
    printf("cudaMallocHost pointer: %s\n", kindName(attr.type));
    CHECK(cudaPointerGetAttributes(&attr, dst));
    printf("cudaHostAlloc pointer: %s\n", kindName(attr.type));
    CHECK(cudaPointerGetAttributes(&attr, d_in));
    printf("cudaMalloc pointer: %s\n", kindName(attr.type));

    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    CHECK(cudaFreeHost(src));
    CHECK(cudaFreeHost(dst));
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return 0;
}
