// corpus: 128-bit device and constant variables initialized by constant expressions wider
// than 64 bits (computed in 128 bits, as the host compiler computes their host copies), read
// by kernels and copied back with cudaMemcpyFromSymbol.
#include <cstdio>
__device__ constexpr __int128 big = (__int128)1 << 100;
__device__ const unsigned __int128 mask = ~(unsigned __int128)0 >> 3;
__constant__ __int128 table[3] = {-((__int128)1 << 80), (__int128)12345678901234567LL * 1000000007, 7};
__global__ void k(unsigned long long *o)
{
    constexpr __int128 local = big + 5;
    o[0] = (unsigned long long)(big >> 64);
    o[1] = (unsigned long long)(mask >> 64);
    o[2] = (unsigned long long)(local >> 64);
    o[3] = (unsigned long long)local;
    o[4] = (unsigned long long)(table[0] >> 64);
    o[5] = (unsigned long long)(table[1] >> 64);
    o[6] = (unsigned long long)table[1];
    o[7] = (unsigned long long)(table[2] * table[0] >> 64);
}
int main()
{
    unsigned long long *d, h[8];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++)
        printf("o[%d] = %016llx\n", i, h[i]);
    __int128 back;
    cudaMemcpyFromSymbol(&back, table, sizeof back, sizeof back);
    printf("table[1] from the host: %016llx %016llx\n", (unsigned long long)(back >> 64), (unsigned long long)back);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
