// corpus: integer promotions and conversions in kernels: narrow wraparound, unsigned arithmetic, shifts, negative division
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "CUDA error '%s' at %s:%d\n",                  \
                    cudaGetErrorString(err_), __FILE__, __LINE__);         \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define NR 24

// inputs come from memory so nothing is folded at compile time
__global__ void conversions(const int* in, long long* o) {
    int a = in[0];    // 200
    int b = in[1];    // -7
    int c = in[2];    // 2
    int big = in[3];  // 100000
    float f = __int_as_float(in[4]);  // 3.99f
    signed char sc = (signed char)a;  // 200 -> -56
    unsigned char uc = (unsigned char)(a + 60);  // 260 -> 4
    short s = (short)(32767 + c - 1);            // 32768 -> -32768
    unsigned short us = (unsigned short)(65535 + c);  // 1
    unsigned int u = 0u;
    u -= (unsigned int)c;                        // wraps to 4294967294
    unsigned char x1 = (unsigned char)a, x2 = (unsigned char)(a / 2);

    o[0] = sc;
    o[1] = uc;
    o[2] = s;
    o[3] = us;
    o[4] = u;
    o[5] = x1 + x2;                     // promoted to int: 300
    o[6] = (unsigned char)(x1 + x2);    // 44
    o[7] = b / c;                       // -3 (truncates toward zero)
    o[8] = b % c;                       // -1
    o[9] = -b / -c;                     // 7 / -2 = -3
    o[10] = (-b) % (-c);                // 1
    o[11] = b >> 1;                     // arithmetic shift: -4
    o[12] = (unsigned int)b >> 1;       // logical shift
    o[13] = b * 2u;                     // b converted to unsigned
    o[14] = (b < (unsigned int)c) ? 1 : 0;  // -7 becomes huge: 0
    o[15] = (long long)big * big;      // widened before multiplying
    o[16] = (int)f;                     // 3
    o[17] = (int)(-f);                  // -3
    o[18] = __float2int_rn(2.5f * c / 2) + __float2int_rn(3.5f) * 10;  // ties to even: 2 + 40
    o[19] = (short)(s - 1);             // -32769 -> 32767
    signed char acc = 100;
    acc += (signed char)(a / 2);        // 200 -> -56
    o[20] = acc;
    o[21] = ~uc;                        // promoted: ~4 = -5
    o[22] = (long long)(-9000000000LL * c / 14) % 1000;  // 64-bit negative arithmetic
    o[23] = (unsigned long long)(unsigned int)b + (unsigned long long)(unsigned short)b;
}

int main() {
    float f = 3.99f;
    int bits;
    memcpy(&bits, &f, sizeof(bits));
    int in[5] = {200, -7, 2, 100000, bits};
    int* din;
    long long* dout;
    CHECK(cudaMalloc(&din, sizeof(in)));
    CHECK(cudaMalloc(&dout, NR * sizeof(long long)));
    CHECK(cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice));
    conversions<<<1, 1>>>(din, dout);
    CHECK(cudaGetLastError());
    long long h[NR];
    CHECK(cudaMemcpy(h, dout, sizeof(h), cudaMemcpyDeviceToHost));
    for (int k = 0; k < NR; ++k) printf("r[%2d] = %lld\n", k, h[k]);
    cudaFree(din); cudaFree(dout);
    return 0;
}
