// 8-bit floating point: E4M3 and E5M2 conversions from float and double, with and without
// saturation (rounding to nearest even, ties, subnormals, overflow, infinities and NaN), back
// to float and half, and the classes with their pairs and quadruples, on the device and the
// host.
#include <cmath>
#include <cstdio>
#include <cuda_fp8.h>

__global__ void convert(const float *in, unsigned *bits, float *back, int n)
{
    int i = threadIdx.x;
    if (i >= n)
        return;
    float x = in[i];
    __nv_fp8_storage_t e4 = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E4M3);
    __nv_fp8_storage_t e4n = __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3);
    __nv_fp8_storage_t e5 = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, __NV_E5M2);
    __nv_fp8_storage_t e5n = __nv_cvt_double_to_fp8((double)x, __NV_NOSAT, __NV_E5M2);
    bits[i] = e4 | e4n << 8 | e5 << 16 | (unsigned)e5n << 24;
    __nv_fp8_e4m3 a(x);
    __nv_fp8_e5m2 b(x);
    back[2 * i] = float(a);
    back[2 * i + 1] = __half2float(__half(__nv_cvt_fp8_to_halfraw(b.__x, __NV_E5M2)));
}

__global__ void vectors(float4 *out, unsigned *packed)
{
    float4 v = make_float4(0.3f, -1.7f, 100.0f, 0.001f);
    __nv_fp8x4_e4m3 q(v);
    __nv_fp8x2_e5m2 p(make_float2(3.3f, -0.4f));
    __nv_fp8x4_e5m2 r(__floats2half2_rn(2.5f, 7.0f), __floats2half2_rn(-0.125f, 9000.0f));
    packed[0] = q.__x;
    packed[1] = p.__x;
    packed[2] = r.__x;
    out[0] = float4(q);
    float2 pf = float2(p);
    out[1] = make_float4(pf.x, pf.y, 0, 0);
    out[2] = float4(r);
}

int main()
{
    const float values[] = {0.0f,      -0.0f,       1.0f,       1.0625f,    1.1875f,   -2.75f,
                            0.1f,      448.0f,      449.0f,     464.0f,     465.0f,    1e6f,
                            57344.0f,  61439.0f,    61440.0f,   -70000.0f,  0.001953125f,
                            0.0009765625f, 0.0029296875f, 1.5258789e-5f, 7.6293945e-6f,
                            1e-7f,     INFINITY,    -INFINITY,  NAN};
    const int n = sizeof values / sizeof values[0];
    float *in, *back;
    unsigned *bits;
    cudaMallocManaged(&in, sizeof values);
    cudaMallocManaged(&bits, n * sizeof(unsigned));
    cudaMallocManaged(&back, 2 * n * sizeof(float));
    for (int i = 0; i < n; i++)
        in[i] = values[i];
    convert<<<1, n>>>(in, bits, back, n);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
        __nv_fp8_storage_t host = __nv_cvt_float_to_fp8(values[i], __NV_SATFINITE, __NV_E4M3);
        printf("%-14g e4m3 %02x nosat %02x  e5m2 %02x nosat %02x  back %g %g  host %s\n",
               values[i], bits[i] & 0xff, (bits[i] >> 8) & 0xff, (bits[i] >> 16) & 0xff,
               bits[i] >> 24, back[2 * i], back[2 * i + 1],
               host == (bits[i] & 0xff) ? "same" : "differs");
    }
    float4 *out;
    unsigned *packed;
    cudaMallocManaged(&out, 3 * sizeof(float4));
    cudaMallocManaged(&packed, 3 * sizeof(unsigned));
    vectors<<<1, 1>>>(out, packed);
    cudaDeviceSynchronize();
    for (int k = 0; k < 3; k++)
        printf("packed %08x -> %g %g %g %g\n", packed[k], out[k].x, out[k].y, out[k].z,
               out[k].w);
    return 0;
}
