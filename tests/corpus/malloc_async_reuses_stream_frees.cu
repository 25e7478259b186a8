// corpus: cudaMallocAsync takes again memory that cudaFreeAsync freed earlier into the same stream, before the stream reaches the free
#include <cstdio>

__global__ void touch(char* p, size_t n) { p[n - 1] = 1; }

int main() {
    size_t free_bytes, total;
    cudaFree(0);
    cudaMemGetInfo(&free_bytes, &total);
    // Each block is an eighth of the device: 64 of them only fit one after another.
    size_t n = total / 8;
    cudaStream_t s;
    cudaStreamCreate(&s);
    for (int i = 0; i < 64; i++) {
        void* p = nullptr;
        cudaError_t e = cudaMallocAsync(&p, n, s);
        if (e != cudaSuccess) {
            printf("allocation %d: %s\n", i, cudaGetErrorString(e));
            return 1;
        }
        touch<<<1, 1, 0, s>>>((char*)p, n);
        cudaFreeAsync(p, s);
    }
    printf("%s\n", cudaGetErrorString(cudaStreamSynchronize(s)));
    cudaStreamDestroy(s);
    printf("64 allocations of an eighth of the device's memory in one stream\n");
    return 0;
}
