// corpus: portable bit tricks in device code checked against the hardware intrinsics
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

struct Bits {
    unsigned int lowest, cleared, nextPow2, rotl5, gray, grayBack, morton, reversed;
    int popcount, parity, agree;
};

__device__ unsigned int spreadBits(unsigned int v) {  // 16 bits -> even bit positions
    v &= 0xffffu;
    v = (v | (v << 8)) & 0x00ff00ffu;
    v = (v | (v << 4)) & 0x0f0f0f0fu;
    v = (v | (v << 2)) & 0x33333333u;
    v = (v | (v << 1)) & 0x55555555u;
    return v;
}

__global__ void bitTricks(const unsigned int* in, Bits* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int x = in[i];
    Bits b;
    b.lowest = x & (0u - x);
    b.cleared = x & (x - 1u);
    unsigned int p = x - 1u;
    p |= p >> 1; p |= p >> 2; p |= p >> 4; p |= p >> 8; p |= p >> 16;
    b.nextPow2 = p + 1u;
    b.rotl5 = (x << 5) | (x >> 27);
    b.gray = x ^ (x >> 1);
    unsigned int g = b.gray, back = 0;
    for (; g; g >>= 1) back ^= g;
    b.grayBack = back;
    b.morton = spreadBits(x) | (spreadBits(x >> 16) << 1);
    unsigned int r = 0, t = x;
    for (int k = 0; k < 32; ++k, t >>= 1) r = (r << 1) | (t & 1u);
    b.reversed = r;
    int c = 0;
    for (unsigned int v = x; v; v &= v - 1u) ++c;  // Kernighan
    b.popcount = c;
    b.parity = c & 1;
    b.agree = (c == __popc(x)) && (r == __brev(x)) && (x == 0 || __ffs(x) == __popc(b.lowest - 1u) + 1);
    out[i] = b;
}

int main() {
    const int n = 8;
    const unsigned int in[n] = {1u, 6u, 40u, 1000u, 65535u, 0x80000001u, 0x12345678u, 0xfedcba98u};
    unsigned int* din;
    Bits* dout;
    CHECK(cudaMalloc(&din, sizeof(in)));
    CHECK(cudaMalloc(&dout, n * sizeof(Bits)));
    CHECK(cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice));
    bitTricks<<<1, 32>>>(din, dout, n);
    CHECK(cudaGetLastError());
    Bits h[n];
    CHECK(cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        printf("x=%08x low=%08x clr=%08x pow2=%08x rotl=%08x gray=%08x back=%08x morton=%08x rev=%08x pop=%2d par=%d ok=%d\n",
               in[i], h[i].lowest, h[i].cleared, h[i].nextPow2, h[i].rotl5, h[i].gray, h[i].grayBack, h[i].morton,
               h[i].reversed, h[i].popcount, h[i].parity, h[i].agree);
    cudaFree(din); cudaFree(dout);
    return 0;
}
