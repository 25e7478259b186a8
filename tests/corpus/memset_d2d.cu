// corpus: cudaMemset byte patterns (whole and partial buffers) and cudaMemcpyDeviceToDevice with offsets
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

__global__ void iota(unsigned int* p, int n, unsigned int base) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + (unsigned int)i;
}

int main() {
    const int n = 1024;
    unsigned int *a, *b;
    CHECK(cudaMalloc(&a, n * sizeof(unsigned int)));
    CHECK(cudaMalloc(&b, n * sizeof(unsigned int)));

    CHECK(cudaMemset(a, 0xAB, n * sizeof(unsigned int)));
    CHECK(cudaMemset(a + 100, 0, 50 * sizeof(unsigned int)));
    CHECK(cudaMemset((char*)(a + 200) + 1, 0x7F, 2));  // touch two middle bytes of one word

    iota<<<(n + 255) / 256, 256>>>(b, n, 5000u);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(a + 512, b + 10, 256 * sizeof(unsigned int), cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(b, a, 64 * sizeof(unsigned int), cudaMemcpyDeviceToDevice));

    unsigned int ha[n], hb[n];
    CHECK(cudaMemcpy(ha, a, sizeof(ha), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, b, sizeof(hb), cudaMemcpyDeviceToHost));
    printf("a[0]=0x%08x a[99]=0x%08x a[100]=0x%08x a[149]=0x%08x a[150]=0x%08x\n", ha[0], ha[99], ha[100],
           ha[149], ha[150]);
    printf("a[200]=0x%08x\n", ha[200]);
    printf("a[511]=0x%08x a[512]=%u a[767]=%u a[768]=0x%08x\n", ha[511], ha[512], ha[767], ha[768]);
    printf("b[0]=0x%08x b[63]=0x%08x b[64]=%u b[1023]=%u\n", hb[0], hb[63], hb[64], hb[1023]);
    unsigned long long sumA = 0, sumB = 0;
    for (int i = 0; i < n; ++i) {
        sumA += ha[i];
        sumB += hb[i];
    }
    printf("sumA=%llu sumB=%llu\n", sumA, sumB);
    cudaFree(a); cudaFree(b);
    return 0;
}
