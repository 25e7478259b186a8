// corpus: templated reduction template<unsigned blockSize> with extern __shared__, several block sizes
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

template <unsigned blockSize>
__global__ void reduce(const int* in, int* out, unsigned n) {
    extern __shared__ int sdata[];
    unsigned tid = threadIdx.x;
    int sum = 0;
    for (unsigned i = blockIdx.x * blockSize + tid; i < n; i += blockSize * gridDim.x)
        sum += in[i];
    sdata[tid] = sum;
    __syncthreads();

    if (blockSize >= 1024) { if (tid < 512) sdata[tid] += sdata[tid + 512]; __syncthreads(); }
    if (blockSize >= 512)  { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256)  { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128)  { if (tid < 64)  sdata[tid] += sdata[tid + 64];  __syncthreads(); }

    if (tid < 32) {
        int v = sdata[tid] + sdata[tid + 32];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0) out[blockIdx.x] = v;
    }
}

static void launch(unsigned threads, int blocks, const int* d_in, int* d_out, unsigned n) {
    size_t smem = threads * sizeof(int);
    switch (threads) {
        case 64:   reduce<64><<<blocks, 64, smem>>>(d_in, d_out, n); break;
        case 128:  reduce<128><<<blocks, 128, smem>>>(d_in, d_out, n); break;
        case 256:  reduce<256><<<blocks, 256, smem>>>(d_in, d_out, n); break;
        case 512:  reduce<512><<<blocks, 512, smem>>>(d_in, d_out, n); break;
        case 1024: reduce<1024><<<blocks, 1024, smem>>>(d_in, d_out, n); break;
        default: printf("unsupported block size %u\n", threads);
    }
}

int main() {
    const unsigned n = 100000;
    const int blocks = 32;
    int* h = (int*)malloc(n * sizeof(int));
    long long expect = 0;
    for (unsigned i = 0; i < n; ++i) {
        h[i] = (int)((i * 3u) % 11u);
        expect += h[i];
    }
    int *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CHECK(cudaMalloc(&d_out, blocks * sizeof(int)));
    CHECK(cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice));

    const unsigned sizes[] = {64, 128, 256, 512, 1024};
    bool allOk = true;
    int partial[blocks];
    for (unsigned s : sizes) {
        CHECK(cudaMemset(d_out, 0, blocks * sizeof(int)));
        launch(s, blocks, d_in, d_out, n);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(partial, d_out, sizeof(partial), cudaMemcpyDeviceToHost));
        long long total = 0;
        for (int b = 0; b < blocks; ++b) total += partial[b];
        bool ok = total == expect;
        allOk = allOk && ok;
        printf("blockSize=%4u sum=%lld %s\n", s, total, ok ? "ok" : "mismatch");
    }
    printf("%s\n", allOk ? "PASS" : "FAIL");
    cudaFree(d_in); cudaFree(d_out);
    free(h);
    return 0;
}
