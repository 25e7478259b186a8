// corpus: device printf from a single thread with %d %u %x %f %e %g %s %c %ld %lld, widths and flags
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

__device__ const char kGreeting[] = "hello from the device";

__global__ void report(int value, const int* data) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        printf("int %d unsigned %u hex %x HEX %X\n", value, 4000000000u, 0xbeefu, 0xcafeu);
        printf("float %f fixed %.3f exp %e general %g %g\n", 1.5f, 3.140625, 1234.5, 0.0001220703125, 1.0e20);
        printf("string '%s' char %c%c long %ld long long %lld\n", kGreeting, 'O', 'K', -1234567890123L,
               9223372036854775807LL);
        printf("[%5d] [%-5d] [%05d] [%+d] [%8.2f] [%-8s] 100%%\n", 42, 42, 42, 42, -2.25, "ab");
        int sum = 0;
        for (int i = 0; i < 10; ++i) sum += data[i];
        printf("sum of data = %d, last = %d\n", sum, data[9]);
    }
}

__global__ void secondLaunch(int tag) {
    if (threadIdx.x == 5) printf("second launch, block %d thread %d, tag %d\n", blockIdx.x, threadIdx.x, tag);
}

int main() {
    int h[10];
    for (int i = 0; i < 10; ++i) h[i] = i * i;
    int* d;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));

    printf("host: before launch\n");
    fflush(stdout);
    report<<<2, 64>>>(-42, d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());  // device printf output is flushed here
    printf("host: between launches\n");
    fflush(stdout);
    secondLaunch<<<1, 32>>>(7);
    CHECK(cudaDeviceSynchronize());
    printf("host: done\n");
    cudaFree(d);
    return 0;
}
