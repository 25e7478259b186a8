// corpus: the NaN an invalid float operation makes is the GPU's 0x7fffffff wherever a program sees its bits: bit casts, printf, conversion to double, signbit, rounding functions, half to float
#include <cstdio>
#include <cmath>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void invalid_operations(const float* in, unsigned* bits, unsigned long long* wide, int* signs) {
    float zero = in[0], inf = in[1];
    bits[0] = __float_as_uint(zero / zero);
    bits[1] = __float_as_uint(sqrtf(zero - 1.0f));
    bits[2] = __float_as_uint(inf - inf);
    bits[3] = __float_as_uint(zero * inf);
    bits[4] = __float_as_uint(fmaf(zero, inf, 1.0f));
    bits[5] = (unsigned)__float_as_int(logf(zero - 2.0f));
    bits[6] = __float_as_uint(rintf(__uint_as_float(0xffc01234u + (unsigned)zero)));
    bits[7] = __float_as_uint(floorf(__uint_as_float(0x7fc01234u + (unsigned)zero)));
    __half h = __float2half(zero);
    bits[8] = __float_as_uint(__half2float(__hdiv(h, h)));
    wide[0] = (unsigned long long)__double_as_longlong((double)(zero / zero));
    signs[0] = signbit(zero / zero) != 0;
    signs[1] = signbit(-(zero / zero)) != 0;
    printf("device printf: %f %f\n", zero / zero, inf - inf);
}

int main() {
    float host[2] = {0.0f, INFINITY};
    float* in;
    unsigned* bits;
    unsigned long long* wide;
    int* signs;
    cudaMalloc(&in, sizeof host);
    cudaMalloc(&bits, 9 * sizeof(unsigned));
    cudaMalloc(&wide, sizeof(unsigned long long));
    cudaMalloc(&signs, 2 * sizeof(int));
    cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
    invalid_operations<<<1, 1>>>(in, bits, wide, signs);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("error: %s\n", cudaGetErrorString(err));
        return 1;
    }
    unsigned b[9];
    unsigned long long w;
    int s[2];
    cudaMemcpy(b, bits, sizeof b, cudaMemcpyDeviceToHost);
    cudaMemcpy(&w, wide, sizeof w, cudaMemcpyDeviceToHost);
    cudaMemcpy(s, signs, sizeof s, cudaMemcpyDeviceToHost);
    const char* names[9] = {"0/0", "sqrtf(-1)", "inf-inf", "0*inf", "fmaf(0,inf,1)", "logf(-2)",
                            "rintf(payload NaN)", "floorf(payload NaN)", "half 0/0 to float"};
    for (int i = 0; i < 9; ++i) printf("%-20s %08x\n", names[i], b[i]);
    printf("(double)(0/0)        %016llx\n", w);
    printf("signbit(0/0) %d, signbit(-(0/0)) %d\n", s[0], s[1]);
    return 0;
}
