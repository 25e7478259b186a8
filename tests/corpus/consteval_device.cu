// Immediate (consteval) functions called from device code: each call is a constant, computed
// while the program is built, so kernels may call them without --expt-relaxed-constexpr.
#include <cstdio>

consteval int square(int x) { return x * x; }

consteval unsigned mask_of(int bits) { return bits >= 32 ? 0xffffffffu : (1u << bits) - 1; }

template <int N>
consteval int tile_elements() { return square(N) + N; }

__global__ void fill(int* out, unsigned* masks)
{
    int local[tile_elements<3>()];
    for (int i = 0; i < tile_elements<3>(); ++i)
        local[i] = i * square(2);
    out[threadIdx.x] = local[threadIdx.x % tile_elements<3>()] + square(5);
    if (threadIdx.x == 0) {
        masks[0] = mask_of(4);
        masks[1] = mask_of(32);
    }
}

int main()
{
    int* d;
    unsigned* m;
    cudaMalloc(&d, 16 * sizeof(int));
    cudaMalloc(&m, 2 * sizeof(unsigned));
    fill<<<1, 16>>>(d, m);
    int h[16];
    unsigned hm[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hm, m, sizeof hm, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 16; ++i)
        printf("%d ", h[i]);
    printf("\nmasks %x %x, host square %d\n", hm[0], hm[1], square(7));
    return 0;
}
