// corpus: half/bf16 NaN max/min, fma relu, __hcmadd, masks, directed conversions, hinted loads
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <cstring>

// Every kernel runs on one thread and appends 32-bit results to out[1..]; out[0] is the count.
#define PUT(v) (out[++out[0]] = (unsigned int)(v))
#define H(v) __half_as_ushort(v)
#define B(v) __bfloat16_as_ushort(v)
#define PACK(lo, hi) ((unsigned int)(lo) | (unsigned int)(hi) << 16)
#define H2(p) PACK(H((p).x), H((p).y))
#define B2(p) PACK(B((p).x), B((p).y))

// Operand pairs: two NaNs with payloads, a NaN with a number, signed zeros, ordinary values.
__global__ void maxmin(const unsigned short *hb, const unsigned short *bb, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i + 1 < n; i += 2) {
        __half a = __ushort_as_half(hb[i]), b = __ushort_as_half(hb[i + 1]);
        PUT(H(__hmax(a, b)));
        PUT(H(__hmin(a, b)));
        PUT(H(__hmax_nan(a, b)));
        PUT(H(__hmin_nan(a, b)));
        __half2 p = __halves2half2(a, b), q = __halves2half2(b, a);
        PUT(H2(__hmax2(p, q)));
        PUT(H2(__hmin2(p, q)));
        PUT(H2(__hmax2_nan(p, q)));
        PUT(H2(__hmin2_nan(p, q)));
        __nv_bfloat16 c = __ushort_as_bfloat16(bb[i]), d = __ushort_as_bfloat16(bb[i + 1]);
        PUT(B(__hmax(c, d)));
        PUT(B(__hmin(c, d)));
        PUT(B(__hmax_nan(c, d)));
        PUT(B(__hmin_nan(c, d)));
        __nv_bfloat162 r = __halves2bfloat162(c, d), s = __halves2bfloat162(d, c);
        PUT(B2(__hmax2(r, s)));
        PUT(B2(__hmin2(r, s)));
        PUT(B2(__hmax2_nan(r, s)));
        PUT(B2(__hmin2_nan(r, s)));
    }
}

__global__ void from_float(const unsigned int *bits, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i < n; ++i) {
        float f = __uint_as_float(bits[i]);
        PUT(PACK(H(__float2half_rn(f)), H(__float2half_rz(f))));
        PUT(PACK(H(__float2half_ru(f)), H(__float2half_rd(f))));
        PUT(PACK(B(__float2bfloat16_rn(f)), B(__float2bfloat16_rz(f))));
        PUT(PACK(B(__float2bfloat16_ru(f)), B(__float2bfloat16_rd(f))));
    }
}

// Each integer type in the four roundings, packed as rn|rz<<16 and ru|rd<<16.
#define FROM_INT(T, from, v)                                                               \
    PUT(PACK(H(__##from##2half_rn((T)(v))), H(__##from##2half_rz((T)(v)))));                \
    PUT(PACK(H(__##from##2half_ru((T)(v))), H(__##from##2half_rd((T)(v)))));                \
    PUT(PACK(B(__##from##2bfloat16_rn((T)(v))), B(__##from##2bfloat16_rz((T)(v)))));        \
    PUT(PACK(B(__##from##2bfloat16_ru((T)(v))), B(__##from##2bfloat16_rd((T)(v)))))

__global__ void from_int(const long long *v, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i < n; ++i) {
        FROM_INT(int, int, v[i]);
        FROM_INT(unsigned int, uint, v[i]);
        FROM_INT(short, short, v[i]);
        FROM_INT(unsigned short, ushort, v[i]);
        FROM_INT(long long, ll, v[i]);
        FROM_INT(unsigned long long, ull, v[i]);
    }
}

__global__ void to_char(const float *f, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i < n; ++i) {
        __half h = __float2half(f[i]);
        __nv_bfloat16 b = __float2bfloat16(f[i]);
        PUT(PACK((unsigned char)__half2char_rz(h) | __half2uchar_rz(h) << 8,
                 (unsigned char)__bfloat162char_rz(b) | __bfloat162uchar_rz(b) << 8));
    }
}

// Triples a, b, c for the fused multiply-adds; consecutive triples feed the complex ones.
__global__ void fmas(const float *f, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i + 2 < n; i += 3) {
        __half a = __float2half(f[i]), b = __float2half(f[i + 1]), c = __float2half(f[i + 2]);
        __nv_bfloat16 x = __float2bfloat16(f[i]), y = __float2bfloat16(f[i + 1]);
        __nv_bfloat16 z = __float2bfloat16(f[i + 2]);
        PUT(PACK(H(__hfma_relu(a, b, c)), B(__hfma_relu(x, y, z))));
        PUT(H2(__hfma2_relu(make_half2(a, c), make_half2(b, b), make_half2(c, a))));
        PUT(B2(__hfma2_relu(make_bfloat162(x, z), make_bfloat162(y, y), make_bfloat162(z, x))));
    }
    for (int i = 0; i + 5 < n; i += 3) {
        __half2 a = __floats2half2_rn(f[i], f[i + 1]);
        __half2 b = __floats2half2_rn(f[i + 2], f[i + 3]);
        __half2 c = __floats2half2_rn(f[i + 4], f[i + 5]);
        PUT(H2(__hcmadd(a, b, c)));
        __nv_bfloat162 x = __floats2bfloat162_rn(f[i], f[i + 1]);
        __nv_bfloat162 y = __floats2bfloat162_rn(f[i + 2], f[i + 3]);
        __nv_bfloat162 z = __floats2bfloat162_rn(f[i + 4], f[i + 5]);
        PUT(B2(__hcmadd(x, y, z)));
    }
}

#define MASKS(p, q)                                                                           \
    PUT(__heq2_mask(p, q)); PUT(__hne2_mask(p, q)); PUT(__hlt2_mask(p, q));                   \
    PUT(__hle2_mask(p, q)); PUT(__hgt2_mask(p, q)); PUT(__hge2_mask(p, q));                   \
    PUT(__hequ2_mask(p, q)); PUT(__hneu2_mask(p, q)); PUT(__hltu2_mask(p, q));                \
    PUT(__hleu2_mask(p, q)); PUT(__hgtu2_mask(p, q)); PUT(__hgeu2_mask(p, q))

// Pairs (x, y) of operands, four bit patterns each: a.x a.y b.x b.y.
__global__ void masks(const unsigned short *hb, const unsigned short *bb, int n, unsigned int *out)
{
    out[0] = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        __half2 p = make_half2(__ushort_as_half(hb[i]), __ushort_as_half(hb[i + 1]));
        __half2 q = make_half2(__ushort_as_half(hb[i + 2]), __ushort_as_half(hb[i + 3]));
        MASKS(p, q);
        __nv_bfloat162 r =
            make_bfloat162(__ushort_as_bfloat16(bb[i]), __ushort_as_bfloat16(bb[i + 1]));
        __nv_bfloat162 s =
            make_bfloat162(__ushort_as_bfloat16(bb[i + 2]), __ushort_as_bfloat16(bb[i + 3]));
        MASKS(r, s);
        PUT(H2(__low2half2(p)));
        PUT(H2(__high2half2(p)));
        PUT(B2(__low2bfloat162(r)));
        PUT(B2(__high2bfloat162(r)));
    }
}

// Every hinted load of every type from src, and every hinted store of it to dst.
__global__ void hinted(const __half *hs, const __half2 *ps, const __nv_bfloat16 *bs,
                       const __nv_bfloat162 *qs, __half *hd, __half2 *pd, __nv_bfloat16 *bd,
                       __nv_bfloat162 *qd, unsigned int *out)
{
    out[0] = 0;
    PUT(PACK(H(__ldg(hs)), H(__ldcg(hs + 1))));
    PUT(PACK(H(__ldca(hs + 2)), H(__ldcs(hs + 3))));
    PUT(PACK(H(__ldlu(hs + 4)), H(__ldcv(hs + 5))));
    PUT(H2(__ldg(ps))); PUT(H2(__ldcg(ps + 1))); PUT(H2(__ldca(ps + 2)));
    PUT(H2(__ldcs(ps + 3))); PUT(H2(__ldlu(ps + 4))); PUT(H2(__ldcv(ps + 5)));
    PUT(PACK(B(__ldg(bs)), B(__ldcg(bs + 1))));
    PUT(PACK(B(__ldca(bs + 2)), B(__ldcs(bs + 3))));
    PUT(PACK(B(__ldlu(bs + 4)), B(__ldcv(bs + 5))));
    PUT(B2(__ldg(qs))); PUT(B2(__ldcg(qs + 1))); PUT(B2(__ldca(qs + 2)));
    PUT(B2(__ldcs(qs + 3))); PUT(B2(__ldlu(qs + 4))); PUT(B2(__ldcv(qs + 5)));
    __stwb(hd, hs[5]); __stcg(hd + 1, hs[4]); __stcs(hd + 2, hs[3]); __stwt(hd + 3, hs[2]);
    __stwb(pd, ps[5]); __stcg(pd + 1, ps[4]); __stcs(pd + 2, ps[3]); __stwt(pd + 3, ps[2]);
    __stwb(bd, bs[5]); __stcg(bd + 1, bs[4]); __stcs(bd + 2, bs[3]); __stwt(bd + 3, bs[2]);
    __stwb(qd, qs[5]); __stcg(qd + 1, qs[4]); __stcs(qd + 2, qs[3]); __stwt(qd + 3, qs[2]);
}

// tanh: exact bits where the result is no rounding question, else within two units in the last
// place of tanhf (the approximate forms are the GPU's own approximation).
__global__ void tanhs(const float *f, int n, unsigned int *out)
{
    out[0] = 0;
    __half hz = __float2half(0.0f), hbig = __float2half(10.0f);
    __nv_bfloat16 bz = __float2bfloat16(0.0f), bbig = __float2bfloat16(10.0f);
    PUT(PACK(H(htanh(hz)), H(htanh(__hneg(hz)))));
    PUT(PACK(H(htanh(hbig)), H(htanh(__hneg(hbig)))));
    PUT(PACK(B(htanh(bz)), B(htanh(__hneg(bz)))));
    PUT(PACK(B(htanh(bbig)), B(htanh(__hneg(bbig)))));
    unsigned int ok = 0;
    for (int i = 0; i < n; ++i) {
        __half h = __float2half(f[i]);
        __nv_bfloat16 b = __float2bfloat16(f[i]);
        float th = tanhf(__half2float(h)), tb = tanhf(__bfloat162float(b));
        float rh = fabsf(th) / 512.0f, rb = fabsf(tb) / 64.0f;
        __half2 hp = __halves2half2(h, h);
        __nv_bfloat162 bp = __halves2bfloat162(b, b);
        float got[8] = {__half2float(htanh(h)), __half2float(htanh_approx(h)),
                        __low2float(h2tanh(hp)), __high2float(h2tanh_approx(hp)),
                        __bfloat162float(htanh(b)), __bfloat162float(htanh_approx(b)),
                        __low2float(h2tanh(bp)), __high2float(h2tanh_approx(bp))};
        for (int k = 0; k < 8; ++k)
            ok += fabsf(got[k] - (k < 4 ? th : tb)) <= (k < 4 ? rh : rb);
    }
    PUT(ok);
}

__global__ void steps(unsigned int *out)
{
    out[0] = 0;
    __half h = __float2half(2.5f);
    __half a = h++;
    __half b = ++h;
    __half c = h--;
    __half d = --h;
    PUT(PACK(H(a), H(b)));
    PUT(PACK(H(c), H(d)));
    PUT(H(h));
    __half2 p = __floats2half2_rn(-0.5f, 2048.0f);
    __half2 q = p++;
    ++p;
    PUT(H2(q));
    PUT(H2(p));
    --p;
    p--;
    PUT(H2(p));
    __nv_bfloat16 x = __float2bfloat16(255.0f);
    __nv_bfloat16 y = x++;
    __nv_bfloat16 z = --x;
    PUT(PACK(B(x), B(y)));
    PUT(B(z));
    __nv_bfloat162 r = __floats2bfloat162_rn(-1.0f, 256.0f);
    __nv_bfloat162 s = r--;
    --r;
    PUT(B2(s));
    PUT(B2(r));
    r++;
    ++r;
    PUT(B2(r));
}

static unsigned int *d_out;

static void show(const char *label)
{
    unsigned int h[1024];
    cudaMemcpy(h, d_out, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%s:", label);
    for (unsigned int i = 1; i <= h[0]; ++i)
        printf("%s%08x", (i - 1) % 8 == 0 ? "\n " : " ", h[i]);
    printf("\n");
}

template <typename T>
static T *upload(const T *src, size_t n)
{
    T *d;
    cudaMalloc(&d, n * sizeof(T));
    cudaMemcpy(d, src, n * sizeof(T), cudaMemcpyHostToDevice);
    return d;
}

int main()
{
    cudaMalloc(&d_out, 1024 * sizeof(unsigned int));

    const unsigned short hmm[] = {0x7e55, 0xfd01, 0x7e55, 0x3c00, 0xc000, 0xfd01, 0x0000, 0x8000,
                                  0x8000, 0x0000, 0x4000, 0xc200, 0xfc00, 0x4500, 0x0001, 0x8001};
    const unsigned short bmm[] = {0x7fc3, 0xff81, 0x7fc3, 0x3f80, 0xc000, 0xff81, 0x0000, 0x8000,
                                  0x8000, 0x0000, 0x4000, 0xc040, 0xff80, 0x40a0, 0x0001, 0x8001};
    maxmin<<<1, 1>>>(upload(hmm, 16), upload(bmm, 16), 16, d_out);
    show("max/min (half: max min max_nan min_nan, max2 min2 max2_nan min2_nan; then bf16)");

    const float fl[] = {-1e-10f, 1e-10f, -2.9e-8f, 2.9e-8f, 3.0e-8f, -3.0e-8f, 6.1e-5f,
                        1.0f / 3.0f, -1.0f / 3.0f, 2049.0f, 65503.0f, 65519.0f, 65520.0f,
                        -65536.0f, 1e6f, -1e6f, 3.4028235e38f, -3.4028235e38f, 1e-40f, -1e-45f,
                        0.0f, -0.0f, 1.00390625f, -257.5f};
    unsigned int fbits[28];
    memcpy(fbits, fl, sizeof(fl));
    fbits[24] = 0x7f800000u; // inf
    fbits[25] = 0xff800000u;
    fbits[26] = 0x7fc00000u; // NaN
    fbits[27] = 0xffbadbadu;
    from_float<<<1, 1>>>(upload(fbits, 28), 28, d_out);
    show("float to half rn|rz ru|rd, to bf16 rn|rz ru|rd");

    const long long iv[] = {0, 1, -1, 2049, -2049, 2051, 257, -259, 65519, 65520, 65535, -65536,
                            70000, -70000, 2147483647LL, -2147483647LL - 1, 4294967295LL, 16777217,
                            123456789, -123456789, 9007199254740993LL, 9223372036854775807LL,
                            -9223372036854775807LL - 1, (long long)0x8000000000000001ull,
                            (long long)0xffffffffffffffffull, (long long)0x00ff7fffffffffffull,
                            (long long)0x0080800000000000ull, (long long)0x0080800000000001ull};
    const int ni = sizeof(iv) / sizeof(iv[0]);
    from_int<<<1, 1>>>(upload(iv, ni), ni, d_out);
    show("int uint short ushort ll ull to half rn|rz ru|rd, bf16 rn|rz ru|rd");

    unsigned int cbits[18];
    const float cv[] = {127.9f, 128.0f, 300.0f, -128.5f, -129.0f, -300.0f, -0.9f, 0.9f, 255.5f,
                        256.0f, -1.5f, 70000.0f, -70000.0f, 1e30f};
    memcpy(cbits, cv, sizeof(cv));
    cbits[14] = 0x7fc00000u;
    cbits[15] = 0x7f800000u;
    cbits[16] = 0xff800000u;
    cbits[17] = 0x80000000u;
    to_char<<<1, 1>>>((const float *)upload(cbits, 18), 18, d_out);
    show("half char|uchar, bf16 char|uchar");

    unsigned int fmabits[30];
    const float fm[] = {2.0f, -3.0f, 1.0f, 2.0f, 3.0f, 1.0f, 0.0f, -1.0f, -0.0f,
                        1e-3f, -1e-3f, 1e-7f, 1.0009765625f, 1.0009765625f, -1.0f, 3.140625f,
                        0.7109375f, 0.1f, 1.3f, -2.7f, 0.3333f, 40.5f, -0.0078125f, 1000.0f,
                        65504.0f, 2.0f, -1.0f};
    memcpy(fmabits, fm, sizeof(fm));
    fmabits[27] = 0x7fc00000u;
    fmabits[28] = 0x3f800000u;
    fmabits[29] = 0x7f800000u;
    fmas<<<1, 1>>>((const float *)upload(fmabits, 30), 30, d_out);
    show("fma relu (half|bf16, half2, bf162), then hcmadd (half2, bf162)");

    const unsigned short hm[] = {0x3c00, 0x7e00, 0x3c00, 0x4000, 0x8000, 0x4200, 0x0000, 0x4000,
                                 0xfc00, 0x3c00, 0x7c00, 0x7e00, 0x4000, 0xbc00, 0x4000, 0xbc00};
    const unsigned short bm[] = {0x3f80, 0x7fc0, 0x3f80, 0x4000, 0x8000, 0x4040, 0x0000, 0x4000,
                                 0xff80, 0x3f80, 0x7f80, 0x7fc0, 0x4000, 0xbf80, 0x4000, 0xbf80};
    masks<<<1, 1>>>(upload(hm, 16), upload(bm, 16), 16, d_out);
    show("masks eq ne lt le gt ge equ neu ltu leu gtu geu (half2, bf162), low2/high2 pairs");

    const unsigned short hv[] = {0x3c00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600};
    const unsigned int pv[] = {0x3c00bc00u, 0x40004400u, 0x7c00fc00u,
                               0x00018001u, 0x7bff0400u, 0x35553555u};
    const unsigned short bv[] = {0x3f80, 0x4000, 0x4040, 0x4080, 0x40a0, 0x40c0};
    const unsigned int qv[] = {0x3f80bf80u, 0x40004080u, 0x7f80ff80u,
                               0x00018001u, 0x7f7f0080u, 0x3eab3eabu};
    __half *hd;
    __half2 *pd;
    __nv_bfloat16 *bd;
    __nv_bfloat162 *qd;
    cudaMalloc(&hd, 8);
    cudaMalloc(&pd, 16);
    cudaMalloc(&bd, 8);
    cudaMalloc(&qd, 16);
    hinted<<<1, 1>>>((const __half *)upload(hv, 6), (const __half2 *)upload(pv, 6),
                     (const __nv_bfloat16 *)upload(bv, 6), (const __nv_bfloat162 *)upload(qv, 6),
                     hd, pd, bd, qd, d_out);
    show("hinted loads");
    unsigned short hs[4], bs[4];
    unsigned int ps[4], qs[4];
    cudaMemcpy(hs, hd, 8, cudaMemcpyDeviceToHost);
    cudaMemcpy(ps, pd, 16, cudaMemcpyDeviceToHost);
    cudaMemcpy(bs, bd, 8, cudaMemcpyDeviceToHost);
    cudaMemcpy(qs, qd, 16, cudaMemcpyDeviceToHost);
    printf("hinted stores:\n");
    for (int i = 0; i < 4; ++i)
        printf(" %04x %08x %04x %08x\n", hs[i], ps[i], bs[i], qs[i]);

    const float tv[] = {0.5f, -1.25f, 2.0f, 0.01f, -0.3f, 3.5f, -0.0625f, 0.875f};
    tanhs<<<1, 1>>>(upload(tv, 8), 8, d_out);
    show("tanh: zero and saturated bits, then count within tolerance (of 64)");

    steps<<<1, 1>>>(d_out);
    show("++ and --");

    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
