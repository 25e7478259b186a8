// corpus: __half and __nv_bfloat16 convert implicitly to every integer type and to bool, rounding toward zero and saturating
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>

__host__ __device__ void convert(float x)
{
    __half h = __float2half(x);
    int i = h;
    short s = h;
    unsigned u = h;
    long l = h;
    unsigned long long ull = h;
    signed char sc = h;
    unsigned char uc = h;
    char c = h;
    unsigned short us = h;
    long long ll = h;
    unsigned long ul = h;
    float f = h;
    bool b = h;
    printf("%d %d %u %ld %llu %d %u %d %u %lld %lu %g %d\n", i, s, u, l, ull, sc, uc, c, us, ll, ul, f, b);
    __nv_bfloat16 bh = __float2bfloat16(x);
    int bi = bh;
    long long bll = bh;
    short bs = bh;
    char bc = bh;
    bool bb = bh;
    printf("%d %lld %d %d %d\n", bi, bll, bs, bc, bb);
    __half m = __float2half(-x);
    printf("%d %u %d %d\n", (int)m, (unsigned)m, (signed char)m, (short)m);
}

__host__ __device__ void limits()
{
    __half big = __float2half(60000.f);
    printf("%d %d %u\n", (short)big, (signed char)big, (unsigned char)big);
    __half nan = __ushort_as_half(0x7e00);
    printf("%d %u %lld %llu %d %d\n", (int)nan, (unsigned)nan, (long long)nan, (unsigned long long)nan, (short)nan,
           (bool)nan);
    __half inf = __ushort_as_half(0x7c00);
    printf("%d %u %lld %d %d\n", (int)inf, (unsigned)inf, (long long)inf, (short)inf, (signed char)inf);
    printf("%d %d\n", (int)(-inf), (bool)__ushort_as_half(0x8000));
    __nv_bfloat16 huge = __float2bfloat16(1e20f);
    printf("%d %lld %llu %d\n", (int)huge, (long long)huge, (unsigned long long)huge, (short)huge);
    // A 64-bit integer rounds once to the 8 bits a bfloat16 keeps.
    __nv_bfloat16 tie = 4611686018427387904LL + 18014398509481985LL;
    printf("%g\n", (double)(float)tie);
    if (__float2half(0.25f))
        printf("a quarter is true\n");
}

__global__ void kernel(float x)
{
    convert(x);
    if (x > 0)
        limits();
}

int main()
{
    kernel<<<1, 1>>>(3.75f);
    cudaDeviceSynchronize();
    kernel<<<1, 1>>>(-200.5f);
    cudaDeviceSynchronize();
    printf("host:\n");
    convert(3.75f);
    convert(-200.5f);
    limits();
    return 0;
}
