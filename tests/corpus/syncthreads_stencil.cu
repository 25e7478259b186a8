// corpus: __syncthreads inside a loop: iterative 1D stencil in shared memory with a periodic halo
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

#define N 256
#define STEPS 10

__global__ void smooth(int* data) {
    __shared__ int cur[N + 2];
    int t = threadIdx.x;
    cur[t + 1] = data[t];
    for (int step = 0; step < STEPS; ++step) {
        __syncthreads();  // last step's writes are visible
        if (t == 0) {  // refresh periodic halo
            cur[0] = cur[N];
            cur[N + 1] = cur[1];
        }
        __syncthreads();
        int v = (cur[t] + 2 * cur[t + 1] + cur[t + 2]) % 1009;
        __syncthreads();  // everyone has read before anyone writes
        cur[t + 1] = v;
    }
    __syncthreads();
    data[t] = cur[t + 1];
}

int main() {
    int h[N], ref[N], tmp[N];
    for (int i = 0; i < N; ++i) h[i] = ref[i] = (i * 37) % 101;
    for (int s = 0; s < STEPS; ++s) {
        for (int i = 0; i < N; ++i)
            tmp[i] = (ref[(i + N - 1) % N] + 2 * ref[i] + ref[(i + 1) % N]) % 1009;
        for (int i = 0; i < N; ++i) ref[i] = tmp[i];
    }
    int* d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    smooth<<<1, N>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    long long sum = 0;
    int bad = 0;
    for (int i = 0; i < N; ++i) {
        sum += h[i];
        if (h[i] != ref[i]) ++bad;
    }
    printf("out[0]=%d out[1]=%d out[128]=%d out[255]=%d\n", h[0], h[1], h[128], h[255]);
    printf("sum=%lld mismatches=%d\n", sum, bad);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(d);
    return 0;
}
