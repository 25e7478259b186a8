// corpus: the single-precision math functions the C library also has give the GPU's canonical NaN for NaN operands of any payload
#include <cstdio>
#include <cstring>
__global__ void k(const float* in, unsigned* out) {
    float x = in[threadIdx.x];
    int q = 0;
    float ip = 0.0f;
    int e = 0;
    int i = 0;
    out[i++ * 4 + threadIdx.x] = __float_as_uint(tgammaf(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(lgammaf(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(j0f(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(j1f(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(jnf(2, x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(y0f(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(y1f(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(ynf(2, x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(logbf(x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(nextafterf(x, 1.0f));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(nextafterf(1.0f, x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(remainderf(x, 3.0f));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(remainderf(3.0f, x));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(remquof(x, 3.0f, &q));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(remquof(3.0f, x, &q));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(ldexpf(x, 3));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(scalbnf(x, 3));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(scalblnf(x, 3L));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(frexpf(x, &e));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(modff(x, &ip));
    out[i++ * 4 + threadIdx.x] = __float_as_uint(ip);
}
int main() {
    const char* names[] = {"tgammaf", "lgammaf", "j0f", "j1f", "jnf", "y0f", "y1f", "ynf", "logbf",
        "nextafterf(x,1)", "nextafterf(1,x)", "remainderf(x,3)", "remainderf(3,x)", "remquof(x,3)",
        "remquof(3,x)", "ldexpf", "scalbnf", "scalblnf", "frexpf", "modff", "modff ip"};
    const int n = sizeof(names) / sizeof(names[0]);
    unsigned bits[4] = {0x7fa00001u, 0xffc00000u, 0xff812345u, 0x7f800001u};
    float h[4];
    memcpy(h, bits, sizeof h);
    float* din;
    unsigned* dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, n * 4 * sizeof(unsigned));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 4>>>(din, dout);
    unsigned out[n * 4];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i)
        printf("%-18s %08x %08x %08x %08x\n", names[i], out[i * 4], out[i * 4 + 1], out[i * 4 + 2], out[i * 4 + 3]);
    return 0;
}
