// corpus: unified memory: cudaMallocManaged buffers and a __managed__ variable used by host and device
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

__managed__ int gCalls = 0;

__global__ void square(int* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * data[i];
    if (i == 0) atomicAdd(&gCalls, 1);
}

__global__ void addNeighbours(const int* in, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] + (i > 0 ? in[i - 1] : 0) + (i + 1 < n ? in[i + 1] : 0);
    if (i == 0) atomicAdd(&gCalls, 1);
}

int main() {
    const int n = 1000;
    int *a, *b;
    CHECK(cudaMallocManaged(&a, n * sizeof(int)));
    CHECK(cudaMallocManaged(&b, n * sizeof(int)));
    for (int i = 0; i < n; ++i) a[i] = i - 500;  // written directly by the host

    square<<<(n + 127) / 128, 128>>>(a, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());  // required before the host touches managed data again
    long long s1 = 0;
    for (int i = 0; i < n; ++i) s1 += a[i];
    printf("after square: a[0]=%d a[500]=%d a[999]=%d sum=%lld\n", a[0], a[500], a[999], s1);

    for (int i = 0; i < n; i += 2) a[i] = -a[i];  // host edits in place
    addNeighbours<<<(n + 127) / 128, 128>>>(a, b, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    long long s2 = 0;
    for (int i = 0; i < n; ++i) s2 += b[i];
    printf("after neighbours: b[0]=%d b[1]=%d b[998]=%d b[999]=%d sum=%lld\n", b[0], b[1], b[998], b[999], s2);
    printf("kernel calls counted in managed variable: %d\n", gCalls);
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    return 0;
}
