// Arithmetic with directed rounding (__fadd_rd, __dsqrt_ru, ...): each result is compared with
// the round-to-nearest one and printed exactly.
#include <cstdio>

__global__ void rounding(const float *fa, const float *fb, const double *da, const double *db, int n)
{
    int i = threadIdx.x;
    if (i >= n)
        return;
    float a = fa[i], b = fb[i];
    double x = da[i], y = db[i];
    printf("f %d add %a %a %a %a\n", i, __fadd_rn(a, b), __fadd_rz(a, b), __fadd_ru(a, b), __fadd_rd(a, b));
    printf("f %d sub %a %a %a\n", i, __fsub_rz(a, b), __fsub_ru(a, b), __fsub_rd(a, b));
    printf("f %d mul %a %a %a\n", i, __fmul_rz(a, b), __fmul_ru(a, b), __fmul_rd(a, b));
    printf("f %d div %a %a %a\n", i, __fdiv_rz(a, b), __fdiv_ru(a, b), __fdiv_rd(a, b));
    printf("f %d sqrt %a %a %a rcp %a %a %a\n", i, __fsqrt_rz(fabsf(a)), __fsqrt_ru(fabsf(a)),
           __fsqrt_rd(fabsf(a)), __frcp_rz(b), __frcp_ru(b), __frcp_rd(b));
    printf("d %d add %a %a %a %a\n", i, __dadd_rn(x, y), __dadd_rz(x, y), __dadd_ru(x, y), __dadd_rd(x, y));
    printf("d %d sub %a %a %a\n", i, __dsub_rz(x, y), __dsub_ru(x, y), __dsub_rd(x, y));
    printf("d %d mul %a %a %a\n", i, __dmul_rz(x, y), __dmul_ru(x, y), __dmul_rd(x, y));
    printf("d %d div %a %a %a\n", i, __ddiv_rz(x, y), __ddiv_ru(x, y), __ddiv_rd(x, y));
    printf("d %d sqrt %a %a %a rcp %a %a %a\n", i, __dsqrt_rz(fabs(x)), __dsqrt_ru(fabs(x)),
           __dsqrt_rd(fabs(x)), __drcp_rz(y), __drcp_ru(y), __drcp_rd(y));
}

int main()
{
    const int n = 6;
    float hfa[n] = {1.0f, -1.0f, 3.0e38f, 2.0f, 1.0e-30f, 7.0f};
    float hfb[n] = {3.0f, 3.0f, 3.0e38f, 1.0e-8f, -3.0f, 0.0f};
    double hda[n] = {1.0, -1.0, 1.5e308, 2.0, 1.0e-300, 10.0};
    double hdb[n] = {3.0, 3.0, 1.5e308, 1.0e-17, -3.0, 7.0};
    float *fa, *fb;
    double *da, *db;
    cudaMalloc(&fa, sizeof hfa);
    cudaMalloc(&fb, sizeof hfb);
    cudaMalloc(&da, sizeof hda);
    cudaMalloc(&db, sizeof hdb);
    cudaMemcpy(fa, hfa, sizeof hfa, cudaMemcpyHostToDevice);
    cudaMemcpy(fb, hfb, sizeof hfb, cudaMemcpyHostToDevice);
    cudaMemcpy(da, hda, sizeof hda, cudaMemcpyHostToDevice);
    cudaMemcpy(db, hdb, sizeof hdb, cudaMemcpyHostToDevice);
    for (int i = 0; i < n; ++i) {
        rounding<<<1, 32>>>(fa + i, fb + i, da + i, db + i, 1);
        cudaDeviceSynchronize();
    }
    return 0;
}
