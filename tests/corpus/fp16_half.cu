// corpus: cuda_fp16.h: __half/__half2 conversions with round-to-nearest-even (ties, subnormals, overflow), arithmetic, fma, comparisons with NaN, operators, casts, shuffles and atomics, on device and host
#include <cuda_fp16.h>
#include <cstdio>

#define NCONV 24
__constant__ float conv_in[NCONV];
static const float conv_host[NCONV] = {
    1.0f, 0.1f, 65504.0f, 65519.0f, 65520.0f, -2.0f, 2049.0f, 2051.0f,
    1.0009765625f,           // 1 + 2^-10
    1.00048828125f,          // 1 + 2^-11: a tie, to even
    1.00146484375f,          // 1 + 3 * 2^-11: a tie, to even
    0.333333333f, -0.0f, 6.103515625e-05f /* 2^-14 */, 6.097555160522461e-05f /* 1023 * 2^-24 */,
    5.9604644775390625e-08f /* 2^-24 */, 2.98023223876953125e-08f /* 2^-25: a tie, to zero */,
    8.940696716308594e-08f /* 1.5 * 2^-24: a tie, to 2 */, 1.4901161193847656e-07f /* 2.5 * 2^-24 */,
    3.0e-08f, 1.0e-08f, 1.0e30f, -1.0e30f, 1234.5678f};

enum { ADD_TIE_DOWN, ADD_TIE_UP, SUB, MUL_TIE, DIV_THIRD, DIV_EXACT, FMA, MUL_ADD_RN, NEG, ABS, MAX, MIN,
       SQRT, INT_TO_HALF_TIE, INT_TO_HALF_UP, SAT, OPS, NSCALAR };

__global__ void convert(unsigned short *bits, float *back)
{
    int i = threadIdx.x;
    __half h = __float2half(conv_in[i]);
    bits[i] = __half_as_ushort(h);
    back[i] = __half2float(h);
}

__global__ void scalar(unsigned short *r, int *ints, float *floats)
{
    __half one = __float2half(1.0f), three = __float2half(3.0f);
    __half big = __float2half(2048.0f);
    r[ADD_TIE_DOWN] = __half_as_ushort(__hadd(big, one));
    r[ADD_TIE_UP] = __half_as_ushort(__hadd(big, three));
    r[SUB] = __half_as_ushort(__hsub(one, __float2half(0.00048828125f)));
    r[MUL_TIE] = __half_as_ushort(__hmul(__hdiv(one, three), three));
    r[DIV_THIRD] = __half_as_ushort(__hdiv(one, three));
    r[DIV_EXACT] = __half_as_ushort(__hdiv(__float2half(7.0f), __float2half(2.0f)));
    // (1 + 2^-10)^2 - 3 * 2^-11: one rounding gives 1 + 2^-10, two give 1.
    __half a = __ushort_as_half(0x3c01), c = __float2half(-0.00146484375f);
    r[FMA] = __half_as_ushort(__hfma(a, a, c));
    r[MUL_ADD_RN] = __half_as_ushort(__hadd_rn(__hmul_rn(a, a), c));
    r[NEG] = __half_as_ushort(__hneg(three));
    r[ABS] = __half_as_ushort(__habs(__float2half(-0.5f)));
    __half nan = __ushort_as_half(0x7fff);
    r[MAX] = __half_as_ushort(__hmax(nan, three));
    r[MIN] = __half_as_ushort(__hmin(three, __float2half(-4.0f)));
    r[SQRT] = __half_as_ushort(hsqrt(__float2half(2.25f)));
    r[INT_TO_HALF_TIE] = __half_as_ushort(__int2half_rn(2049));
    r[INT_TO_HALF_UP] = __half_as_ushort(__int2half_rn(2051));
    r[SAT] = __half_as_ushort(__hadd_sat(three, one));

    // Operators and compound assignment.
    __half x = 1.5f, y(2.25f);
    x += y;        // 3.75
    x = x * y - x; // 8.4375 - 3.75 = 4.6875, both steps exact
    x /= __half(4.0f);
    r[OPS] = __half_as_ushort(-x);

    __half inf = __ushort_as_half(0x7c00), ninf = __ushort_as_half(0xfc00);
    int k = 0;
    ints[k++] = __hlt(one, three);
    ints[k++] = __hge(one, three);
    ints[k++] = __heq(nan, nan);
    ints[k++] = __hne(nan, one);
    ints[k++] = __hneu(nan, one);
    ints[k++] = __hltu(nan, one);
    ints[k++] = nan == nan;
    ints[k++] = nan != nan;
    ints[k++] = one < three && three > one && one <= one && three >= one;
    ints[k++] = __hisnan(nan);
    ints[k++] = __hisinf(inf);
    ints[k++] = __hisinf(ninf);
    ints[k++] = __hisinf(three);
    ints[k++] = __half2int_rz(__float2half(-2.75f));
    ints[k++] = __half2short_rz(__float2half(300.5f));
    ints[k++] = __half2ushort_rz(__float2half(65504.0f));
    ints[k++] = (int)__float2half(-7.9f);

    floats[0] = (float)__float2half(0.1f);
    floats[1] = float(__float2half(1.0f / 3.0f));
    floats[2] = static_cast<float>(__hmul(three, three));
}

__global__ void pairs(unsigned short *r, float *low_high)
{
    half2 a(1.5f, -2.0f), b = __floats2half2_rn(0.25f, 3.0f);
    half2 c = __halves2half2(__float2half(0.5f), __float2half(-1.0f));
    half2 results[] = {__hadd2(a, b), __hsub2(a, b), __hmul2(a, b), __h2div(a, b), __hfma2(a, b, c),
                       a * b + c, -a, __hmax2(a, b), __heq2(a, a), __hlt2(a, b), __float2half2_rn(2.5f),
                       __lowhigh2highlow(a)};
    for (int i = 0; i < 12; ++i) {
        r[2 * i] = __half_as_ushort(results[i].x);
        r[2 * i + 1] = __half_as_ushort(results[i].y);
    }
    low_high[0] = __low2float(a);
    low_high[1] = __high2float(a);
    float2 f = __half22float2(b);
    low_high[2] = f.x;
    low_high[3] = f.y;
    low_high[4] = __hbeq2(a, a) + 10 * __hbgt2(a, b) + 100 * (a == a) + 1000 * (a != b);
}

// The scalar product of fp16ScalarProduct, with exact small integers.
__global__ void dot(const half2 *a, const half2 *b, float *out, half2 *atomic_pair, __half *atomic_one)
{
    __shared__ half2 partial[64];
    half2 v(0.f, 0.f);
    for (int i = threadIdx.x; i < 1024; i += blockDim.x)
        v = __hfma2(a[i], b[i], v);
    partial[threadIdx.x] = v;
    __syncthreads();
    for (int s = 32; s > 0; s /= 2) {
        if (threadIdx.x < s)
            partial[threadIdx.x] = partial[threadIdx.x] + partial[threadIdx.x + s];
        __syncthreads();
    }
    half2 mine = __float2half2_rn((float)threadIdx.x);
    half2 from_next = __shfl_down_sync(0xffffffffu, mine, 1);
    __half lane5 = __shfl_sync(0xffffffffu, __high2half(mine), 5);
    if (threadIdx.x == 0) {
        out[0] = __low2float(partial[0]) + __high2float(partial[0]);
        out[1] = __low2float(from_next) + 100.0f * __half2float(lane5);
    }
    atomicAdd(atomic_pair, __floats2half2_rn(1.0f, 0.5f));
    atomicAdd(atomic_one + 1, __float2half(0.25f));
}

int main()
{
    unsigned short *bits, *sc, *pr;
    float *back, *floats, *low_high, *dotp;
    int *ints;
    half2 *a, *b, *atomic_pair;
    __half *atomic_one;
    cudaMallocManaged(&bits, NCONV * sizeof(unsigned short));
    cudaMallocManaged(&back, NCONV * sizeof(float));
    cudaMallocManaged(&sc, NSCALAR * sizeof(unsigned short));
    cudaMallocManaged(&ints, 32 * sizeof(int));
    cudaMallocManaged(&floats, 4 * sizeof(float));
    cudaMallocManaged(&pr, 24 * sizeof(unsigned short));
    cudaMallocManaged(&low_high, 5 * sizeof(float));
    cudaMallocManaged(&a, 1024 * sizeof(half2));
    cudaMallocManaged(&b, 1024 * sizeof(half2));
    cudaMallocManaged(&dotp, 2 * sizeof(float));
    cudaMallocManaged(&atomic_pair, sizeof(half2));
    cudaMallocManaged(&atomic_one, 2 * sizeof(__half));
    cudaMemcpyToSymbol(conv_in, conv_host, sizeof conv_host);
    for (int i = 0; i < 1024; ++i) {
        half2 t;
        t.x = static_cast<float>(i % 4);
        t.y = static_cast<float>(i % 2);
        a[i] = t;
        b[i] = __floats2half2_rn((float)(i % 3), 1.0f);
    }
    *atomic_pair = __floats2half2_rn(0.0f, 0.0f);
    atomic_one[0] = atomic_one[1] = __float2half(0.0f);

    convert<<<1, NCONV>>>(bits, back);
    scalar<<<1, 1>>>(sc, ints, floats);
    pairs<<<1, 1>>>(pr, low_high);
    dot<<<1, 64>>>(a, b, dotp, atomic_pair, atomic_one);
    printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));

    printf("float -> half (device, host) -> float:\n");
    for (int i = 0; i < NCONV; ++i) {
        __half h = __float2half(conv_host[i]);
        printf("  %.10g: %04x %04x %.10g\n", conv_host[i], bits[i], __half_as_ushort(h), back[i]);
    }
    printf("scalar:");
    for (int i = 0; i < NSCALAR; ++i)
        printf(" %04x", sc[i]);
    printf("\nints:");
    for (int i = 0; i < 17; ++i)
        printf(" %d", ints[i]);
    printf("\nfloats: %.10g %.10g %.10g\n", floats[0], floats[1], floats[2]);
    printf("pairs:");
    for (int i = 0; i < 12; ++i)
        printf(" %04x/%04x", pr[2 * i], pr[2 * i + 1]);
    printf("\nlow/high: %g %g %g %g %g\n", low_high[0], low_high[1], low_high[2], low_high[3], low_high[4]);
    printf("dot: %g shuffles: %g\n", dotp[0], dotp[1]);
    printf("atomics: %g %g %g %g\n", __low2float(*atomic_pair), __high2float(*atomic_pair),
           __half2float(atomic_one[0]), __half2float(atomic_one[1]));
    return 0;
}
