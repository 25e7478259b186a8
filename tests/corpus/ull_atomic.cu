// corpus: 64-bit atomics on unsigned long long: atomicAdd past 2^32, atomicMax/Min, atomicCAS, atomicExch
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

__global__ void wide(unsigned long long* acc) {
    unsigned long long gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long v = (gid + 1) * 1000000007ULL;
    atomicAdd(&acc[0], v);
    atomicMax(&acc[1], v ^ 0xF0F0F0F0F0ULL);
    atomicMin(&acc[2], v + 0x100000000ULL);
    // sum of squares modulo 2^64 built from a CAS loop
    unsigned long long old = acc[3], assumed;
    do {
        assumed = old;
        old = atomicCAS(&acc[3], assumed, assumed + v * v);
    } while (old != assumed);
    atomicExch(&acc[4], 0xDEADBEEFCAFEF00DULL);  // every thread writes the same value
    atomicAdd(&acc[5], 1ULL << (gid % 40));
}

int main() {
    const int blocks = 32, threads = 128;
    unsigned long long init[6] = {0ULL, 0ULL, ~0ULL, 0ULL, 0ULL, 0ULL};
    unsigned long long* d;
    CHECK(cudaMalloc(&d, sizeof(init)));
    CHECK(cudaMemcpy(d, init, sizeof(init), cudaMemcpyHostToDevice));
    wide<<<blocks, threads>>>(d);
    CHECK(cudaGetLastError());
    unsigned long long r[6];
    CHECK(cudaMemcpy(r, d, sizeof(r), cudaMemcpyDeviceToHost));
    printf("sum=%llu\n", r[0]);
    printf("max=%llu min=%llu\n", r[1], r[2]);
    printf("exch=0x%llx\n", r[4]);
    printf("bit sum=0x%llx\n", r[5]);
    printf("cas sum of squares mod 2^64=%llu\n", r[3]);
    return 0;
}
