// corpus: cross-stream dependencies with cudaEventRecord + cudaStreamWaitEvent (two producers, one consumer)
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

__global__ void produce(int* buf, int n, int seed) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = (unsigned int)(i + seed);
        for (int k = 0; k < 200; ++k) v = v * 1664525u + 1013904223u;  // some work before the store
        buf[i] = (int)(v % 1000u);
    }
}

__global__ void consume(const int* a, const int* b, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] * 1000 + b[i];
}

int main() {
    const int n = 16384;
    int *a, *b, *out;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemset(a, 0xFF, n * sizeof(int)));
    CHECK(cudaMemset(b, 0xFF, n * sizeof(int)));
    CHECK(cudaDeviceSynchronize());

    cudaStream_t sa, sb, sc;
    CHECK(cudaStreamCreateWithFlags(&sa, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&sb, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&sc, cudaStreamNonBlocking));
    cudaEvent_t aDone, bDone;
    CHECK(cudaEventCreateWithFlags(&aDone, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&bDone, cudaEventDisableTiming));

    produce<<<n / 256, 256, 0, sa>>>(a, n, 1);
    CHECK(cudaEventRecord(aDone, sa));
    produce<<<n / 256, 256, 0, sb>>>(b, n, 2);
    CHECK(cudaEventRecord(bDone, sb));
    CHECK(cudaStreamWaitEvent(sc, aDone, 0));
    CHECK(cudaStreamWaitEvent(sc, bDone, 0));
    consume<<<n / 256, 256, 0, sc>>>(a, b, out, n);
    CHECK(cudaGetLastError());

    int* h = (int*)malloc(n * sizeof(int));
    CHECK(cudaMemcpyAsync(h, out, n * sizeof(int), cudaMemcpyDeviceToHost, sc));
    CHECK(cudaStreamSynchronize(sc));

    int bad = 0;
    long long sum = 0;
    for (int i = 0; i < n; ++i) {
        unsigned int va = (unsigned int)(i + 1), vb = (unsigned int)(i + 2);
        for (int k = 0; k < 200; ++k) {
            va = va * 1664525u + 1013904223u;
            vb = vb * 1664525u + 1013904223u;
        }
        if (h[i] != (int)(va % 1000u) * 1000 + (int)(vb % 1000u)) ++bad;
        sum += h[i];
    }
    printf("out[0]=%d out[1]=%d out[%d]=%d\n", h[0], h[1], n - 1, h[n - 1]);
    printf("sum=%lld errors=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaEventDestroy(aDone); cudaEventDestroy(bDone);
    cudaStreamDestroy(sa); cudaStreamDestroy(sb); cudaStreamDestroy(sc);
    cudaFree(a); cudaFree(b); cudaFree(out);
    free(h);
    return 0;
}
