// corpus: single-block prefix sums: Blelloch (work-efficient, exclusive) and Hillis-Steele (inclusive)
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

#define N 512

// one block of N/2 threads, each owns two elements
__global__ void blellochScan(const int* in, int* out) {
    __shared__ int temp[N];
    int t = threadIdx.x;
    temp[2 * t] = in[2 * t];
    temp[2 * t + 1] = in[2 * t + 1];
    int offset = 1;
    for (int d = N >> 1; d > 0; d >>= 1) {  // up-sweep
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset <<= 1;
    }
    if (t == 0) temp[N - 1] = 0;
    for (int d = 1; d < N; d <<= 1) {  // down-sweep
        offset >>= 1;
        __syncthreads();
        if (t < d) {
            int ai = offset * (2 * t + 1) - 1;
            int bi = offset * (2 * t + 2) - 1;
            int v = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += v;
        }
    }
    __syncthreads();
    out[2 * t] = temp[2 * t];
    out[2 * t + 1] = temp[2 * t + 1];
}

// one block of N threads, double-buffered
__global__ void hillisSteeleScan(const int* in, int* out) {
    __shared__ int buf[2][N];
    int t = threadIdx.x;
    int cur = 0;
    buf[cur][t] = in[t];
    __syncthreads();
    for (int offset = 1; offset < N; offset <<= 1) {
        int nxt = 1 - cur;
        buf[nxt][t] = (t >= offset) ? buf[cur][t] + buf[cur][t - offset] : buf[cur][t];
        __syncthreads();
        cur = nxt;
    }
    out[t] = buf[cur][t];
}

int main() {
    int h[N], ex[N], inc[N];
    for (int i = 0; i < N; ++i) h[i] = (i * 5) % 9 + 1;
    int *din, *dout;
    CHECK(cudaMalloc(&din, N * sizeof(int)));
    CHECK(cudaMalloc(&dout, N * sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice));

    blellochScan<<<1, N / 2>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ex, dout, sizeof(ex), cudaMemcpyDeviceToHost));
    hillisSteeleScan<<<1, N>>>(din, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(inc, dout, sizeof(inc), cudaMemcpyDeviceToHost));

    int run = 0, bad = 0;
    for (int i = 0; i < N; ++i) {
        if (ex[i] != run) ++bad;
        run += h[i];
        if (inc[i] != run) ++bad;
    }
    printf("exclusive: %d %d %d %d ... %d\n", ex[0], ex[1], ex[2], ex[3], ex[N - 1]);
    printf("inclusive: %d %d %d %d ... %d\n", inc[0], inc[1], inc[2], inc[3], inc[N - 1]);
    printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    cudaFree(din); cudaFree(dout);
    return 0;
}
