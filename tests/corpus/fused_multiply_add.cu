// corpus: which float and double multiply-adds are fused into one rounding, as nvcc's default
// (-fmad=true) fuses them: a product fuses into every addition that uses it when additions
// are all its uses (the left product of two), subtractions of a constant are additions, and
// equal products are one
#include <cstdio>

__device__ float madd(float a, float b, float c) { return a * b + c; }

// Every x is 1 + 2^-12: x * x = 1 + 2^-11 + 2^-24 exactly, 1 + 2^-11 once rounded. Each
// pattern multiplies its own parameter, since the compiler takes equal products for one.
struct Xs {
    float x[16];
};

__global__ void patterns(float *o, Xs p, float minus_one, float one, int n)
{
    const float *x = p.x;
    float a = x[0], b = x[1], c = x[2], d = x[3], e = x[4], g = x[5], h = x[6], k = x[7];
    float l = x[8], m = x[9], q = x[10], r = x[11], s0 = x[12], s1 = x[13], s2 = x[14];
    o[0] = a * a + minus_one;                 // fused
    float t = b * b;
    o[1] = 1.0f;
    o[1] = t + minus_one;                     // fused: another statement, same block
    o[2] = c * c + minus_one * one;           // the left multiply fuses
    o[3] = minus_one * one + d * d;           // the left multiply fuses
    o[4] = e;                                 // (a product minus a variable: fused in one
                                              // kernel and not in another, left out)
    o[5] = g;
    o[6] = h * h - 1.0f;                      // of a constant, it is an addition
    o[7] = madd(k, k, minus_one);             // through an inlined call
    float u = l * l;
    o[8] = u + minus_one;                     // a multiply with two additions fuses into both
    o[9] = u + minus_one;
    float w = m * m;
    o[10] = w;                                // a multiply stored as well does not fuse
    o[11] = w + minus_one;
    float v = q * q;
    if (n > 0)
        o[12] = v + minus_one;                // fused across a branch
    float z = r * r;
    float sum = minus_one;
    for (int i = 0; i < n; ++i)
        sum = sum + z;
    o[13] = sum;                              // (fused: the multiply moves into the loop)
    float dot = minus_one;
    for (int i = 0; i < n; ++i)
        dot += s0 * s0;                       // fused in the loop
    o[14] = dot;
    float f4 = s1 * s1;
    o[15] = f4 + minus_one;                   // four additions: all fuse
    o[16] = f4 + minus_one;
    o[17] = f4 + minus_one;
    o[18] = f4 + minus_one;
    float f5 = s2 * s2;
    o[19] = f5 + minus_one;                   // five: all fuse too
    o[20] = f5 + minus_one;
    o[21] = f5 + minus_one;
    o[22] = f5 + minus_one;
    o[23] = f5 + minus_one;
    o[24] = __fadd_rn(__fmul_rn(a, a), minus_one);  // explicit rounding: never fused
    o[25] = a * a - 1.0f;                     // the same product as o[0]: every use adds
}

// y = 1 + 2^-27: y * y = 1 + 2^-26 + 2^-54 exactly.
__global__ void doubles(double *o, double y, double minus_one)
{
    o[0] = y * y + minus_one;
    o[1] = y * y - 1.0;                       // the same product: fused as well
    o[2] = __dadd_rn(__dmul_rn(y, y), minus_one);
}

int main()
{
    float *df, hf[26];
    double *dd, hd[3];
    cudaMalloc(&df, sizeof(hf));
    cudaMalloc(&dd, sizeof(hd));
    Xs xs;
    for (int i = 0; i < 16; ++i)
        xs.x[i] = 1.0f + 1.0f / 4096;
    patterns<<<1, 1>>>(df, xs, -1.0f, 1.0f, 1);
    doubles<<<1, 1>>>(dd, 1.0 + 1.0 / 134217728, -1.0);
    cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 26; ++i)
        printf("float %2d: %a\n", i, hf[i]);
    for (int i = 0; i < 3; ++i)
        printf("double %d: %a\n", i, hd[i]);
    cudaFree(df);
    cudaFree(dd);
    return 0;
}
