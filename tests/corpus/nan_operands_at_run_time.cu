// corpus: NaN operands read at run time: a copy keeps the bits, float arithmetic, negation and rounding give 0x7fffffff, double operations keep a quieted payload
#include <cstdio>
#include <cmath>
__global__ void k(const unsigned* in, const unsigned long long* din, const float* one, unsigned* o, unsigned long long* od) {
    int i = threadIdx.x;
    float x = __uint_as_float(in[i]);
    float z = one[0] - 1.0f, m = -one[0];
    o[i * 10 + 0] = __float_as_uint(x);
    o[i * 10 + 1] = __float_as_uint(-x);
    o[i * 10 + 2] = __float_as_uint(fabsf(x));
    o[i * 10 + 3] = __float_as_uint(x + z);
    o[i * 10 + 4] = __float_as_uint(x * one[0]);
    o[i * 10 + 5] = __float_as_uint(rintf(x));
    o[i * 10 + 6] = __float_as_uint(copysignf(x, m));
    o[i * 10 + 7] = __float_as_uint(fminf(x, z));
    o[i * 10 + 8] = __float_as_uint((float)(double)x);
    o[i * 10 + 9] = __float_as_uint(sqrtf(x));
    double d = __longlong_as_double(din[i]);
    od[i * 4 + 0] = __double_as_longlong(-d);
    od[i * 4 + 1] = __double_as_longlong(fabs(d));
    od[i * 4 + 2] = __double_as_longlong(d + (double)z);
    od[i * 4 + 3] = __double_as_longlong((double)z / (double)z);
}
int main() {
    unsigned h[5] = {0xffc01234u, 0x7fc01234u, 0x7f800001u, 0xffffffffu, 0x7fffffffu};
    unsigned long long hd[5] = {0xfff8000000001234ull, 0x7ff8000000001234ull, 0x7ff0000000000001ull, 0xffffffffffffffffull, 0x7fffffffffffffffull};
    float one = 1.0f;
    unsigned *din, *o; unsigned long long *dd, *od; float* d1;
    cudaMalloc(&din, sizeof h); cudaMalloc(&dd, sizeof hd); cudaMalloc(&d1, 4); cudaMalloc(&o, 200); cudaMalloc(&od, 160);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    cudaMemcpy(d1, &one, 4, cudaMemcpyHostToDevice);
    k<<<1, 5>>>(din, dd, d1, o, od);
    unsigned r[50]; unsigned long long rd[20];
    cudaMemcpy(r, o, 200, cudaMemcpyDeviceToHost);
    cudaMemcpy(rd, od, 160, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 5; ++i) {
        printf("in %08x: copy %08x neg %08x abs %08x add0 %08x mul1 %08x rint %08x copysign- %08x fmin %08x viadouble %08x sqrt %08x\n", h[i], r[i*10], r[i*10+1], r[i*10+2], r[i*10+3], r[i*10+4], r[i*10+5], r[i*10+6], r[i*10+7], r[i*10+8], r[i*10+9]);
        printf("  d %016llx: neg %016llx abs %016llx add0 %016llx 0/0 %016llx\n", hd[i], rd[i*4], rd[i*4+1], rd[i*4+2], rd[i*4+3]);
    }
    return 0;
}
