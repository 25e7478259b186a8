// corpus: __shfl_sync broadcast, __shfl_xor_sync butterfly sum, __shfl_up_sync scan and sub-warp width
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

#define FULL 0xffffffffu

struct LaneOut {
    int bcast, butterfly, scan, group8, maxv;
};

__global__ void shuffles(LaneOut* out) {
    int lane = threadIdx.x & 31;
    int v = (lane * 7 + 3) % 32;  // a permutation of 0..31
    LaneOut r;
    r.bcast = __shfl_sync(FULL, v, 5);  // everyone reads lane 5
    int s = v;
    for (int m = 16; m >= 1; m >>= 1) s += __shfl_xor_sync(FULL, s, m);
    r.butterfly = s;
    int sc = v;
    for (int d = 1; d < 32; d <<= 1) {
        int up = __shfl_up_sync(FULL, sc, d);
        if (lane >= d) sc += up;
    }
    r.scan = sc;
    r.group8 = __shfl_sync(FULL, v, 0, 8);  // first lane of each group of 8
    int mx = v;
    for (int m = 16; m >= 1; m >>= 1) mx = max(mx, __shfl_xor_sync(FULL, mx, m));
    r.maxv = mx;
    out[threadIdx.x] = r;
}

int main() {
    LaneOut* d;
    CHECK(cudaMalloc(&d, 64 * sizeof(LaneOut)));
    shuffles<<<1, 64>>>(d);
    CHECK(cudaGetLastError());
    LaneOut h[64];
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    const int lanes[] = {0, 1, 7, 8, 20, 31, 63};
    for (int l : lanes)
        printf("thread %2d: value=%2d bcast=%2d xorsum=%d scan=%3d group8=%2d max=%d\n", l, (l % 32 * 7 + 3) % 32,
               h[l].bcast, h[l].butterfly, h[l].scan, h[l].group8, h[l].maxv);
    bool same = true;
    for (int i = 0; i < 64; ++i)
        if (h[i].butterfly != 496 || h[i].bcast != h[0].bcast) same = false;
    printf("butterfly and broadcast uniform: %s\n", same ? "yes" : "no");
    cudaFree(d);
    return 0;
}
