// corpus: enumerators of a class's enumeration that chain through earlier ones, read in any
// order (qualified, unqualified in a constructor, through a constexpr call on an earlier one),
// as CUB's and moderngpu's block primitives declare their sizes
#include <cstdio>

__host__ __device__ constexpr int next_power(int x) { return x <= 1 ? 1 : 2 * next_power((x + 1) / 2); }
__host__ __device__ constexpr int log2_of(int x) { return x <= 1 ? 0 : 1 + log2_of(x / 2); }

struct Layout {
    enum { WARP = 32, THREADS = 96, WARPS = (THREADS + WARP - 1) / WARP, ALIAS = WARPS, LAST = ALIAS };
};

struct Reduce {
    enum { group = 48, padded = next_power(group), passes = log2_of(padded) };
    int warps, last;
    __device__ Reduce() : warps(Layout::WARPS), last(Layout::LAST) {}
};

template <int N>
struct Tiles {
    enum { items = N, per_warp = items / Layout::WARP, rounds = log2_of(per_warp) };
    int storage[per_warp];
};

__global__ void read(int* out) {
    // The first enumerator is read before the ones that chain through it.
    out[0] = Layout::WARP;
    out[1] = Layout::LAST;
    Reduce r;
    out[2] = r.warps;
    out[3] = r.last;
    out[4] = Reduce::padded;
    out[5] = Reduce::passes;
    out[6] = Tiles<256>::rounds;
    out[7] = sizeof(Tiles<256>) / sizeof(int);
}

int main() {
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    read<<<1, 1>>>(d);
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("WARP %d LAST %d warps %d last %d\n", h[0], h[1], h[2], h[3]);
    printf("padded %d passes %d rounds %d storage %d\n", h[4], h[5], h[6], h[7]);
    cudaFree(d);
    return 0;
}
