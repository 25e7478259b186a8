// corpus: integer intrinsics __popc, __clz, __ffs, __brev, __mul24, __umulhi, __byte_perm, __funnelshift, __sad
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

#define NV 6
#define NR 16

__global__ void intrinsics(const unsigned int* in, long long* out) {
    int i = threadIdx.x;
    if (i >= NV) return;
    unsigned int x = in[i];
    unsigned int y = in[(i + 1) % NV];
    unsigned long long wide = ((unsigned long long)x << 32) | y;
    long long* o = out + i * NR;
    o[0] = __popc(x);
    o[1] = __popcll(wide);
    o[2] = __clz((int)x);
    o[3] = __clzll((long long)(wide >> 7));
    o[4] = __ffs((int)x);
    o[5] = __ffsll((long long)wide);
    o[6] = __brev(x);
    o[7] = (long long)__brevll(wide) >> 1;
    o[8] = __mul24((int)(x & 0x7fffff) - 0x400000, (int)(y & 0x7fff));
    o[9] = __umul24(x & 0xffffff, y & 0xffffff);
    o[10] = __umulhi(x, y);
    o[11] = __mulhi((int)x, (int)y);
    o[12] = __byte_perm(x, y, 0x5140);
    o[13] = __byte_perm(x, y, 0x0123);
    o[14] = __funnelshift_l(y, x, i * 7) ^ __funnelshift_r(y, x, i * 5 + 3);
    o[15] = __sad((int)(x & 0xffff), (int)(y & 0xffff), 1000u) + __usad(x >> 20, y >> 20, 7u);
}

int main() {
    const unsigned int in[NV] = {0x00000000u, 0x00000001u, 0x80000000u, 0x12345678u, 0xdeadbeefu, 0x0f0f00f0u};
    const char* names[NR] = {"popc", "popcll", "clz", "clzll", "ffs", "ffsll", "brev", "brevll>>1",
                             "mul24", "umul24", "umulhi", "mulhi", "perm5140", "perm0123", "funnel", "sad"};
    unsigned int* din;
    long long* dout;
    CHECK(cudaMalloc(&din, sizeof(in)));
    CHECK(cudaMalloc(&dout, NV * NR * sizeof(long long)));
    CHECK(cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice));
    intrinsics<<<1, 32>>>(din, dout);
    CHECK(cudaGetLastError());
    long long h[NV * NR];
    CHECK(cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost));
    for (int i = 0; i < NV; ++i) {
        printf("x=0x%08x\n", in[i]);
        for (int r = 0; r < NR; ++r) printf("  %-10s %lld\n", names[r], h[i * NR + r]);
    }
    cudaFree(din); cudaFree(dout);
    return 0;
}
