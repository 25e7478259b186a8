// corpus: warp matrix multiply-accumulate (<mma.h>): a tiled half-precision GEMM with float
// accumulators, one warp per 16x16 output tile, alpha/beta applied element-wise on fragments;
// tf32, double, int8 and bfloat16 tiles; and the m32n8k16 and m8n32k16 shapes
#include <cstdio>
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

const int M = 64, N = 48, K = 32;

__global__ void gemm(const half *a, const half *b, const float *c, float *d, float alpha, float beta) {
    int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
    int warpN = blockIdx.y * blockDim.y + threadIdx.y;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> aFrag;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> bFrag;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc, cFrag;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        int aRow = warpM * 16, bCol = warpN * 16;
        if (aRow < M && bCol < N) {
            wmma::load_matrix_sync(aFrag, a + aRow * K + k, K);
            wmma::load_matrix_sync(bFrag, b + bCol * K + k, K);
            wmma::mma_sync(acc, aFrag, bFrag, acc);
        }
    }
    int cRow = warpM * 16, cCol = warpN * 16;
    if (cRow < M && cCol < N) {
        wmma::load_matrix_sync(cFrag, c + cRow * N + cCol, N, wmma::mem_row_major);
        for (int i = 0; i < cFrag.num_elements; i++)
            cFrag.x[i] = alpha * acc.x[i] + beta * cFrag.x[i];
        wmma::store_matrix_sync(d + cRow * N + cCol, cFrag, N, wmma::mem_row_major);
    }
}

// One tile of each other kind; each result stored column-major to exercise that layout.
__global__ void kinds(float *tf, double *dd, int *ii, float *bf, float *tall, float *wide) {
    __shared__ float fa[16 * 8], fb[8 * 16];
    __shared__ double da[8 * 4], db[4 * 8];
    __shared__ signed char ia[16 * 16], ib[16 * 16];
    __shared__ __nv_bfloat16 ba[16 * 16], bb[16 * 16];
    __shared__ half ta[32 * 16], tb[16 * 8], wa[8 * 16], wb[16 * 32];
    int t = threadIdx.x;
    for (int i = t; i < 16 * 8; i += 32) {
        fa[i] = wmma::__float_to_tf32(1.0f + i / 64.0f);
        fb[i] = wmma::__float_to_tf32((i % 5) - 2.0f + 1.0f / 3.0f);
    }
    for (int i = t; i < 32; i += 32) { da[i] = i * 0.5; db[i] = 1.0 / (i + 1); }
    for (int i = t; i < 256; i += 32) {
        ia[i] = (signed char)((i * 7) % 19 - 9);
        ib[i] = (signed char)((i * 5) % 23 - 11);
        ba[i] = __float2bfloat16((i % 9) * 0.25f);
        bb[i] = __float2bfloat16((i % 7) - 3.0f);
    }
    for (int i = t; i < 512; i += 32) {
        ta[i] = __float2half((i % 11) - 5.0f);
        wb[i] = __float2half((i % 13) * 0.5f);
    }
    for (int i = t; i < 128; i += 32) {
        tb[i] = __float2half((i % 3) - 1.0f);
        wa[i] = __float2half((i % 4) + 1.0f);
    }
    __syncwarp();

    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fA;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fB;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> fC;
    wmma::load_matrix_sync(fA, fa, 8);
    wmma::load_matrix_sync(fB, fb, 16);
    wmma::fill_fragment(fC, 0.5f);
    wmma::mma_sync(fC, fA, fB, fC);
    wmma::store_matrix_sync(tf, fC, 16, wmma::mem_col_major);

    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> dA;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> dB;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> dC;
    wmma::load_matrix_sync(dA, da, 4);
    wmma::load_matrix_sync(dB, db, 4);
    wmma::fill_fragment(dC, 0.0);
    wmma::mma_sync(dC, dA, dB, dC);
    wmma::store_matrix_sync(dd, dC, 8, wmma::mem_col_major);

    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> iA;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::row_major> iB;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> iC;
    wmma::load_matrix_sync(iA, ia, 16);
    wmma::load_matrix_sync(iB, ib, 16);
    wmma::fill_fragment(iC, 100);
    wmma::mma_sync(iC, iA, iB, iC);
    wmma::store_matrix_sync(ii, iC, 16, wmma::mem_row_major);

    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::col_major> bA;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> bB;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> bC;
    wmma::load_matrix_sync(bA, ba, 16);
    wmma::load_matrix_sync(bB, bb, 16);
    wmma::fill_fragment(bC, 0.0f);
    wmma::mma_sync(bC, bA, bB, bC);
    wmma::store_matrix_sync(bf, bC, 16, wmma::mem_row_major);

    wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> tA;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> tB;
    wmma::fragment<wmma::accumulator, 32, 8, 16, float> tC;
    wmma::load_matrix_sync(tA, ta, 16);
    wmma::load_matrix_sync(tB, tb, 8);
    wmma::fill_fragment(tC, 1.0f);
    wmma::mma_sync(tC, tA, tB, tC);
    wmma::store_matrix_sync(tall, tC, 8, wmma::mem_row_major);

    wmma::fragment<wmma::matrix_a, 8, 32, 16, half, wmma::row_major> wA;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::row_major> wB;
    wmma::fragment<wmma::accumulator, 8, 32, 16, half> wC;
    wmma::load_matrix_sync(wA, wa, 16);
    wmma::load_matrix_sync(wB, wb, 32);
    wmma::fill_fragment(wC, __float2half(-2.0f));
    wmma::mma_sync(wC, wA, wB, wC);
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> wF;
    for (int i = 0; i < wC.num_elements; ++i) wF.x[i] = __half2float(wC.x[i]);
    wmma::store_matrix_sync(wide, wF, 32, wmma::mem_row_major);
}

int main() {
    half ha[M * K], hb[K * N];
    float hc[M * N], hd[M * N];
    for (int i = 0; i < M * K; ++i) ha[i] = __float2half((float)((i * 7) % 9 - 4));
    for (int i = 0; i < K * N; ++i) hb[i] = __float2half((float)((i * 3) % 5 - 2) * 0.5f);
    for (int i = 0; i < M * N; ++i) hc[i] = (float)(i % 13);
    half *da, *db;
    float *dc, *dd;
    cudaMalloc(&da, sizeof(ha));
    cudaMalloc(&db, sizeof(hb));
    cudaMalloc(&dc, sizeof(hc));
    cudaMalloc(&dd, sizeof(hd));
    cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, hc, sizeof(hc), cudaMemcpyHostToDevice);
    dim3 block(64, 2);
    dim3 grid((M + 16 * block.x / 32 - 1) / (16 * block.x / 32), (N + 16 * block.y - 1) / (16 * block.y));
    gemm<<<grid, block>>>(da, db, dc, dd, 2.0f, -1.0f);
    cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost);
    // b is stored column-major: element (k, n) at b[n * K + k]
    int wrong = 0;
    double checksum = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float ref = 0;
            for (int k = 0; k < K; ++k) ref += __half2float(ha[i * K + k]) * __half2float(hb[j * K + k]);
            ref = 2.0f * ref - hc[i * N + j];
            if (ref != hd[i * N + j]) ++wrong;
            checksum += hd[i * N + j] * ((i + j) % 7);
        }
    printf("gemm %dx%dx%d: %d wrong, checksum %.1f, d[0]=%.1f d[last]=%.1f\n", M, N, K, wrong, checksum, hd[0], hd[M * N - 1]);

    float *tf, *bf, *tall, *wide;
    double *dbl;
    int *ii;
    cudaMalloc(&tf, 256 * sizeof(float));
    cudaMalloc(&dbl, 64 * sizeof(double));
    cudaMalloc(&ii, 256 * sizeof(int));
    cudaMalloc(&bf, 256 * sizeof(float));
    cudaMalloc(&tall, 256 * sizeof(float));
    cudaMalloc(&wide, 256 * sizeof(float));
    kinds<<<1, 32>>>(tf, dbl, ii, bf, tall, wide);
    float htf[256], hbf[256], htall[256], hwide[256];
    double hdbl[64];
    int hii[256];
    cudaMemcpy(htf, tf, sizeof(htf), cudaMemcpyDeviceToHost);
    cudaMemcpy(hdbl, dbl, sizeof(hdbl), cudaMemcpyDeviceToHost);
    cudaMemcpy(hii, ii, sizeof(hii), cudaMemcpyDeviceToHost);
    cudaMemcpy(hbf, bf, sizeof(hbf), cudaMemcpyDeviceToHost);
    cudaMemcpy(htall, tall, sizeof(htall), cudaMemcpyDeviceToHost);
    cudaMemcpy(hwide, wide, sizeof(hwide), cudaMemcpyDeviceToHost);
    double s[6] = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 256; ++i) {
        s[0] += htf[i] * (i % 5 + 1);
        s[2] += hii[i] * (i % 3 + 1);
        s[3] += hbf[i] * (i % 4 + 1);
        s[4] += htall[i] * (i % 6 + 1);
        s[5] += hwide[i] * (i % 7 + 1);
    }
    for (int i = 0; i < 64; ++i) s[1] += hdbl[i] * (i % 5 + 1);
    printf("tf32 %.3f (tf[1]=%.4f)\ndouble %.6f (d[9]=%.6f)\nint8 %.0f (i[17]=%d)\nbf16 %.2f (b[5]=%.2f)\nm32n8k16 %.1f\nm8n32k16 %.1f (w[40]=%.1f)\n",
           s[0], htf[1], s[1], hdbl[9], s[2], hii[17], s[3], hbf[5], s[4], s[5], hwide[40]);
    return 0;
}
