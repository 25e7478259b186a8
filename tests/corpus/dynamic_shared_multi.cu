// corpus: several typed arrays carved out of one extern __shared__ buffer sized at launch time
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

// layout: double d[n] | int k[n] | short s[n] | char c[n]  (largest alignment first)
__global__ void carve(const int* in, long long* out) {
    extern __shared__ double pool[];
    int n = blockDim.x;
    double* d = pool;
    int* k = (int*)(d + n);
    short* s = (short*)(k + n);
    char* c = (char*)(s + n);
    int t = threadIdx.x;
    int v = in[blockIdx.x * n + t];
    d[t] = v * 0.5;
    k[t] = v * 3;
    s[t] = (short)(v - 1000);
    c[t] = (char)(v % 100);
    __syncthreads();
    int r = n - 1 - t;  // read what other threads wrote
    int nb = (t + 1) % n;
    out[blockIdx.x * n + t] = (long long)(d[r] * 4.0) + k[nb] + s[t] * 2 + c[r];
}

int main() {
    const int blocks = 3;
    const int sizes[blocks] = {32, 64, 96};
    long long grand = 0;
    for (int b = 0; b < blocks; ++b) {
        int threads = sizes[b];
        int n = blocks * threads;
        int* h = (int*)malloc(n * sizeof(int));
        for (int i = 0; i < n; ++i) h[i] = (i * 37) % 500;
        int* din;
        long long* dout;
        CHECK(cudaMalloc(&din, n * sizeof(int)));
        CHECK(cudaMalloc(&dout, n * sizeof(long long)));
        CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
        size_t smem = threads * (sizeof(double) + sizeof(int) + sizeof(short) + sizeof(char));
        carve<<<blocks, threads, smem>>>(din, dout);
        CHECK(cudaGetLastError());
        long long* o = (long long*)malloc(n * sizeof(long long));
        CHECK(cudaMemcpy(o, dout, n * sizeof(long long), cudaMemcpyDeviceToHost));
        long long sum = 0;
        for (int i = 0; i < n; ++i) sum += o[i];
        grand += sum;
        printf("blockDim=%2d shared bytes=%4zu out[0]=%lld out[last]=%lld sum=%lld\n", threads, smem, o[0], o[n - 1],
               sum);
        cudaFree(din); cudaFree(dout);
        free(h); free(o);
    }
    printf("grand total=%lld\n", grand);
    return 0;
}
