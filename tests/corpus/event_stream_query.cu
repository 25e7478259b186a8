// corpus: cudaEventQuery/cudaStreamQuery after synchronisation, host functions in a stream, timing-disabled events
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

__global__ void touch(int* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += i;
}

static int gHostCalls = 0;
static int gSeenValue = 0;

static void CUDART_CB hostStep(void* arg) {
    ++gHostCalls;
    gSeenValue = *(int*)arg;  // runs after the copy before it in the stream completed
}

int main() {
    const int n = 1 << 14;
    int* d;
    CHECK(cudaMalloc(&d, n * sizeof(int)));
    CHECK(cudaMemset(d, 0, n * sizeof(int)));
    int* pinned;
    CHECK(cudaMallocHost(&pinned, sizeof(int)));
    *pinned = -1;

    cudaEvent_t ev, noTiming1, noTiming2;
    CHECK(cudaEventCreate(&ev));
    CHECK(cudaEventCreateWithFlags(&noTiming1, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&noTiming2, cudaEventDisableTiming));
    printf("query of never-recorded event: %s\n", cudaGetErrorName(cudaEventQuery(ev)));

    cudaStream_t s;
    CHECK(cudaStreamCreate(&s));
    CHECK(cudaEventRecord(noTiming1, s));
    for (int k = 0; k < 3; ++k) touch<<<n / 256, 256, 0, s>>>(d, n);
    CHECK(cudaMemcpyAsync(pinned, d + 100, sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaLaunchHostFunc(s, hostStep, pinned));
    CHECK(cudaEventRecord(ev, s));
    CHECK(cudaEventRecord(noTiming2, s));
    CHECK(cudaStreamSynchronize(s));

    printf("event query after sync: %s\n", cudaGetErrorName(cudaEventQuery(ev)));
    printf("stream query after sync: %s\n", cudaGetErrorName(cudaStreamQuery(s)));
    CHECK(cudaEventSynchronize(ev));
    printf("host function calls=%d value seen=%d\n", gHostCalls, gSeenValue);

    float ms = 0.0f;
    cudaError_t e = cudaEventElapsedTime(&ms, noTiming1, noTiming2);
    printf("elapsed time on timing-disabled events: %s\n", cudaGetErrorName(e));

    CHECK(cudaDeviceSynchronize());
    printf("default stream query: %s\n", cudaGetErrorName(cudaStreamQuery(0)));

    CHECK(cudaEventDestroy(ev));
    CHECK(cudaEventDestroy(noTiming1));
    CHECK(cudaEventDestroy(noTiming2));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaFree(d));
    return 0;
}
