// Tensor-core inline PTX, as GEMM tutorials write it: ldmatrix (x1, x2, x4, .trans) from
// shared memory, stmatrix back to it, movmatrix's transposes, and mma.sync of half, bfloat16,
// tf32, double, 8-bit float (e4m3, e5m2) and 8-bit integer fragments,
// each checked element by element against a product computed on the host.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

// Which element of an 8x8 matrix each lane receives from ldmatrix.
__global__ void load_matrices(unsigned* out) {
    __shared__ __align__(16) unsigned short tiles[4][8][8];
    int lane = threadIdx.x;
    for (int i = lane; i < 4 * 64; i += 32) (&tiles[0][0][0])[i] = (unsigned short)i;
    __syncthreads();
    // Lane l points at row l % 8 of matrix l / 8.
    unsigned row = (unsigned)__cvta_generic_to_shared(&tiles[lane / 8][lane % 8][0]);
    unsigned a, b, c, d, e, f, x, y;
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(a) : "r"(row));
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];"
                 : "=r"(b), "=r"(c) : "r"(row));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(d), "=r"(e), "=r"(f), "=r"(x) : "r"(row));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(y), "=r"(y), "=r"(y), "=r"(y) : "r"(row));
    unsigned* o = out + lane * 8;
    o[0] = a; o[1] = b; o[2] = c; o[3] = d; o[4] = e; o[5] = f; o[6] = x; o[7] = y;
}

// stmatrix (x1, x2, x4 and x4.trans) of registers that number each lane's elements, and
// movmatrix of the same fragment: out[m][r][c] per store, then each lane's transposed word.
__global__ void store_matrices(unsigned short* out, unsigned* moved) {
    __shared__ __align__(16) unsigned short tiles[4][4][8][8];
    int lane = threadIdx.x;
    for (int i = lane; i < 4 * 4 * 64; i += 32) (&tiles[0][0][0][0])[i] = 0xffff;
    __syncwarp();
    auto reg = [&](int m) { return (unsigned)(m * 64 + lane * 2) | (unsigned)(m * 64 + lane * 2 + 1) << 16; };
    unsigned r0 = reg(0), r1 = reg(1), r2 = reg(2), r3 = reg(3);
    for (int form = 0; form < 4; form++) {
        unsigned row = (unsigned)__cvta_generic_to_shared(&tiles[form][lane / 8][lane % 8][0]);
        if (form == 0)
            asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(row), "r"(r0));
        if (form == 1)
            asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "r"(row), "r"(r0), "r"(r1));
        if (form == 2)
            asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};"
                         :: "r"(row), "r"(r0), "r"(r1), "r"(r2), "r"(r3));
        if (form == 3)
            asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};"
                         :: "r"(row), "r"(r0), "r"(r1), "r"(r2), "r"(r3));
    }
    __syncwarp();
    for (int i = lane; i < 4 * 4 * 64; i += 32) out[i] = (&tiles[0][0][0][0])[i];
    unsigned t;
    asm("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(t) : "r"(r1));
    moved[lane] = t;
}

// D = A * B + C with A 16x16 (row-major), B 16x8 (column k, row n: stored as b[n][k]).
__global__ void mma_f16(const __half* A, const __half* Bt, const float* C, float* D, __half* D16) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    auto pair = [](const __half* p) { return *(const unsigned*)p; };
    unsigned a0 = pair(A + g * 16 + 2 * t), a1 = pair(A + (g + 8) * 16 + 2 * t);
    unsigned a2 = pair(A + g * 16 + 2 * t + 8), a3 = pair(A + (g + 8) * 16 + 2 * t + 8);
    unsigned b0 = pair(Bt + g * 16 + 2 * t), b1 = pair(Bt + g * 16 + 2 * t + 8);
    float c[4], d[4];
    for (int i = 0; i < 4; i++) c[i] = C[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2];
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1),
          "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    for (int i = 0; i < 4; i++) D[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
    // The same product with half accumulators, and with K = 8 (the first half of K).
    __half2 hc0 = __floats2half2_rn(c[0], c[1]), hc1 = __floats2half2_rn(c[2], c[3]);
    unsigned h0, h1, q0, q1;
    asm("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, "
        "{%6, %7}, {%8, %9};"
        : "=r"(h0), "=r"(h1)
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1),
          "r"(*(unsigned*)&hc0), "r"(*(unsigned*)&hc1));
    asm("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};"
        : "=r"(q0), "=r"(q1)
        : "r"(a0), "r"(a1), "r"(b0), "r"(*(unsigned*)&hc0), "r"(*(unsigned*)&hc1));
    __half2 r0 = *(__half2*)&h0, r1 = *(__half2*)&h1, s0 = *(__half2*)&q0, s1 = *(__half2*)&q1;
    __half* out = D16 + (g * 4 + t) * 8;
    out[0] = r0.x; out[1] = r0.y; out[2] = r1.x; out[3] = r1.y;
    out[4] = s0.x; out[5] = s0.y; out[6] = s1.x; out[7] = s1.y;
}

__global__ void mma_bf16(const __nv_bfloat16* A, const __nv_bfloat16* Bt, float* D) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    auto pair = [](const __nv_bfloat16* p) { return *(const unsigned*)p; };
    unsigned a0 = pair(A + g * 16 + 2 * t), a1 = pair(A + (g + 8) * 16 + 2 * t);
    unsigned a2 = pair(A + g * 16 + 2 * t + 8), a3 = pair(A + (g + 8) * 16 + 2 * t + 8);
    unsigned b0 = pair(Bt + g * 16 + 2 * t), b1 = pair(Bt + g * 16 + 2 * t + 8);
    float d[4];
    float z = 0.5f;
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %10, %10, %10};"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(z));
    for (int i = 0; i < 4; i++) D[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
}

// tf32: A 16x8, B 8x8 (stored as b[n][k]); the low 13 bits of each input are not read.
__global__ void mma_tf32(const float* A, const float* Bt, float* D) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    auto bits = [](float f) { return __float_as_uint(f); };
    unsigned a0 = bits(A[g * 8 + t]), a1 = bits(A[(g + 8) * 8 + t]);
    unsigned a2 = bits(A[g * 8 + t + 4]), a3 = bits(A[(g + 8) * 8 + t + 4]);
    unsigned b0 = bits(Bt[g * 8 + t]), b1 = bits(Bt[g * 8 + t + 4]);
    float d[4] = {0, 0, 0, 0};
    asm("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    for (int i = 0; i < 4; i++) D[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
}

// Double precision, 8x8x4: A 8x4, B 4x8 (stored as b[n][k]).
__global__ void mma_f64(const double* A, const double* Bt, double* D) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    double d0, d1, a = A[g * 4 + t], b = Bt[g * 4 + t], c = 1.0;
    asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %4};"
        : "=d"(d0), "=d"(d1) : "d"(a), "d"(b), "d"(c));
    D[g * 8 + 2 * t] = d0;
    D[g * 8 + 2 * t + 1] = d1;
}

// Signed by unsigned bytes, 16x8x32, with and without saturation of the 32-bit sums.
__global__ void mma_s8(const int8_t* A, const uint8_t* Bt, int C, int* D, int* Dsat) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    auto quad = [](const void* p) { return *(const unsigned*)p; };
    unsigned a0 = quad(A + g * 32 + 4 * t), a1 = quad(A + (g + 8) * 32 + 4 * t);
    unsigned a2 = quad(A + g * 32 + 4 * t + 16), a3 = quad(A + (g + 8) * 32 + 4 * t + 16);
    unsigned b0 = quad(Bt + g * 32 + 4 * t), b1 = quad(Bt + g * 32 + 4 * t + 16);
    int d[4], s[4];
    asm("mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %10, %10, %10};"
        : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(C));
    asm("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %10, %10, %10};"
        : "=r"(s[0]), "=r"(s[1]), "=r"(s[2]), "=r"(s[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "r"(C));
    for (int i = 0; i < 4; i++) {
        D[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
        Dsat[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = s[i];
    }
}

// 8-bit floats, 16x8x32 (e4m3 by e5m2) and 16x8x16 (e4m3 by e4m3): A row-major, B as b[n][k].
__global__ void mma_fp8(const uint8_t* A, const uint8_t* Bt, float* D32, float* D16) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    auto quad = [](const void* p) { return *(const unsigned*)p; };
    unsigned a0 = quad(A + g * 32 + 4 * t), a1 = quad(A + (g + 8) * 32 + 4 * t);
    unsigned a2 = quad(A + g * 32 + 4 * t + 16), a3 = quad(A + (g + 8) * 32 + 4 * t + 16);
    unsigned b0 = quad(Bt + g * 32 + 4 * t), b1 = quad(Bt + g * 32 + 4 * t + 16);
    float d[4], e[4], z = 0.25f;
    asm("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0, %1, %2, %3}, "
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %10, %10, %10};"
        : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1), "f"(z));
    // K = 16: the first 16 of each row of A and column of B, B read as e4m3 too.
    asm("mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {%0, %1, %2, %3}, "
        "{%4, %5}, {%6}, {%7, %7, %7, %7};"
        : "=f"(e[0]), "=f"(e[1]), "=f"(e[2]), "=f"(e[3])
        : "r"(a0), "r"(a1), "r"(b0), "f"(z));
    for (int i = 0; i < 4; i++) {
        D32[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = d[i];
        D16[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = e[i];
    }
}

static float from_e4m3(uint8_t b) {
    int e = b >> 3 & 15, m = b & 7;
    float v = e ? ldexpf(1.0f + m / 8.0f, e - 7) : ldexpf(m / 8.0f, -6);
    return b & 0x80 ? -v : v;
}

static float from_e5m2(uint8_t b) {
    int e = b >> 2 & 31, m = b & 3;
    float v = e ? ldexpf(1.0f + m / 4.0f, e - 15) : ldexpf(m / 4.0f, -14);
    return b & 0x80 ? -v : v;
}

template <class T> T* device_copy(const T* host, int n) {
    T* p;
    cudaMalloc(&p, n * sizeof(T));
    cudaMemcpy(p, host, n * sizeof(T), cudaMemcpyHostToDevice);
    return p;
}

template <class T> void fetch(T* host, const T* device, int n) {
    cudaMemcpy(host, device, n * sizeof(T), cudaMemcpyDeviceToHost);
}

// Counts the elements of `got` that differ from `want`, printing the first few.
template <class T> int compare(const char* what, const T* got, const T* want, int n) {
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (got[i] != want[i] && bad++ < 3)
            printf("  %s[%d]: %g, expected %g\n", what, i, (double)got[i], (double)want[i]);
    printf("%s: %d of %d differ\n", what, bad, n);
    return bad;
}

int main() {
    // ldmatrix: the element numbers each lane holds.
    unsigned* dl;
    cudaMalloc(&dl, 32 * 8 * sizeof(unsigned));
    load_matrices<<<1, 32>>>(dl);
    unsigned loaded[32][8], want[32][8];
    fetch(&loaded[0][0], dl, 32 * 8);
    for (int l = 0; l < 32; l++) {
        int g = l / 4, t = l % 4;
        auto at = [](int m, int r, int c) { return (unsigned)(m * 64 + r * 8 + c); };
        auto word = [](unsigned lo, unsigned hi) { return lo | hi << 16; };
        want[l][0] = word(at(0, g, 2 * t), at(0, g, 2 * t + 1));
        want[l][1] = word(at(0, g, 2 * t), at(0, g, 2 * t + 1));
        want[l][2] = word(at(1, g, 2 * t), at(1, g, 2 * t + 1));
        for (int m = 0; m < 3; m++)
            want[l][3 + m] = word(at(m, 2 * t, g), at(m, 2 * t + 1, g));
        want[l][6] = word(at(3, 2 * t, g), at(3, 2 * t + 1, g));
        want[l][7] = word(at(3, g, 2 * t), at(3, g, 2 * t + 1));
    }
    compare("ldmatrix", &loaded[0][0], &want[0][0], 32 * 8);
    printf("lane 5: %08x %08x %08x %08x\n", loaded[5][0], loaded[5][2], loaded[5][3], loaded[5][6]);

    // stmatrix and movmatrix: where each lane's elements went.
    unsigned short* ds;
    unsigned* dm;
    cudaMalloc(&ds, 4 * 4 * 64 * sizeof(unsigned short));
    cudaMalloc(&dm, 32 * sizeof(unsigned));
    store_matrices<<<1, 32>>>(ds, dm);
    unsigned short stored[4][4][8][8], expect[4][4][8][8];
    unsigned moved[32], expect_moved[32];
    fetch(&stored[0][0][0][0], ds, 4 * 4 * 64);
    fetch(moved, dm, 32);
    for (int f = 0; f < 4; f++)
        for (int m = 0; m < 4; m++)
            for (int r = 0; r < 8; r++)
                for (int c = 0; c < 8; c++) {
                    int count = f == 0 ? 1 : f == 1 ? 2 : 4;
                    // Element (r, c) of a fragment is lane 4r + c/2's, number 2 * lane + c % 2.
                    int rr = f == 3 ? c : r, cc = f == 3 ? r : c;
                    expect[f][m][r][c] = m < count ? (unsigned short)(m * 64 + 8 * rr + cc) : 0xffff;
                }
    for (int l = 0; l < 32; l++) {
        int g = l / 4, t = l % 4;
        expect_moved[l] = (unsigned)(64 + 8 * (2 * t) + g) | (unsigned)(64 + 8 * (2 * t + 1) + g) << 16;
    }
    compare("stmatrix", &stored[0][0][0][0], &expect[0][0][0][0], 4 * 4 * 64);
    compare("movmatrix", moved, expect_moved, 32);

    // Half precision: small integers and halves, so that every sum is exact.
    __half hA[16 * 16], hB[8 * 16];
    float fA[16 * 16], fB[8 * 16], C[16 * 8], D[16 * 8], ref[16 * 8];
    for (int i = 0; i < 256; i++) fA[i] = (float)((i * 7) % 9 - 4) * 0.5f;
    for (int i = 0; i < 128; i++) fB[i] = (float)((i * 5) % 7 - 3);
    for (int i = 0; i < 128; i++) C[i] = (float)(i % 5) - 2.0f;
    for (int i = 0; i < 256; i++) hA[i] = __float2half(fA[i]);
    for (int i = 0; i < 128; i++) hB[i] = __float2half(fB[i]);
    auto product = [&](int K, float* out) {
        for (int r = 0; r < 16; r++)
            for (int n = 0; n < 8; n++) {
                float s = C[r * 8 + n];
                for (int k = 0; k < K; k++) s += fA[r * 16 + k] * fB[n * 16 + k];
                out[r * 8 + n] = s;
            }
    };
    product(16, ref);
    __half* dA = device_copy(hA, 256);
    __half* dB = device_copy(hB, 128);
    float* dC = device_copy(C, 128);
    float* dD;
    __half* dD16;
    cudaMalloc(&dD, 128 * sizeof(float));
    cudaMalloc(&dD16, 256 * sizeof(__half));
    mma_f16<<<1, 32>>>(dA, dB, dC, dD, dD16);
    fetch(D, dD, 128);
    compare("f16 m16n8k16 f32", D, ref, 128);
    printf("row 3: %g %g %g %g\n", D[24], D[25], D[26], D[27]);
    __half d16[256];
    fetch(d16, dD16, 256);
    float got16[128], got8[128], ref8[128];
    product(8, ref8);
    for (int l = 0; l < 32; l++) {
        int g = l / 4, t = l % 4;
        for (int i = 0; i < 4; i++) {
            int at = (g + 8 * (i / 2)) * 8 + 2 * t + i % 2;
            got16[at] = __half2float(d16[l * 8 + i]);
            got8[at] = __half2float(d16[l * 8 + 4 + i]);
        }
    }
    compare("f16 m16n8k16 f16", got16, ref, 128);
    compare("f16 m16n8k8 f16", got8, ref8, 128);

    // bfloat16, with every accumulator 0.5.
    __nv_bfloat16 bA[256], bB[128];
    for (int i = 0; i < 256; i++) bA[i] = __float2bfloat16(fA[i]);
    for (int i = 0; i < 128; i++) bB[i] = __float2bfloat16(fB[i]);
    for (int i = 0; i < 128; i++) C[i] = 0.5f;
    product(16, ref);
    __nv_bfloat16* dbA = device_copy(bA, 256);
    __nv_bfloat16* dbB = device_copy(bB, 128);
    mma_bf16<<<1, 32>>>(dbA, dbB, dD);
    fetch(D, dD, 128);
    compare("bf16 m16n8k16", D, ref, 128);

    // tf32: inputs with bits below tf32's precision, which the product ignores.
    float tA[16 * 8], tB[8 * 8], tref[16 * 8];
    // (A relative change of 2^-14 is below tf32's 10 bits of mantissa.)
    for (int i = 0; i < 128; i++) tA[i] = (float)(i % 11 - 5) * 0.25f * (1 + (i % 3) / 16384.0f);
    for (int i = 0; i < 64; i++) tB[i] = (float)(i % 13 - 6) * (1 + (i % 2) / 16384.0f);
    auto tf32 = [](float f) {
        unsigned u;
        memcpy(&u, &f, 4);
        u &= 0xffffe000u;
        memcpy(&f, &u, 4);
        return f;
    };
    for (int r = 0; r < 16; r++)
        for (int n = 0; n < 8; n++) {
            float s = 0;
            for (int k = 0; k < 8; k++) s += tf32(tA[r * 8 + k]) * tf32(tB[n * 8 + k]);
            tref[r * 8 + n] = s;
        }
    float* dtA = device_copy(tA, 128);
    float* dtB = device_copy(tB, 64);
    mma_tf32<<<1, 32>>>(dtA, dtB, dD);
    fetch(D, dD, 128);
    compare("tf32 m16n8k8", D, tref, 128);

    // Double precision.
    double xA[32], xB[32], xD[64], xref[64];
    for (int i = 0; i < 32; i++) xA[i] = 1.0 / (i + 1);
    for (int i = 0; i < 32; i++) xB[i] = (double)(i % 6) - 2.5;
    for (int r = 0; r < 8; r++)
        for (int n = 0; n < 8; n++) {
            double s = 1.0;
            for (int k = 0; k < 4; k++) s = fma(xA[r * 4 + k], xB[n * 4 + k], s);
            xref[r * 8 + n] = s;
        }
    double* dxA = device_copy(xA, 32);
    double* dxB = device_copy(xB, 32);
    double* dxD;
    cudaMalloc(&dxD, 64 * sizeof(double));
    mma_f64<<<1, 32>>>(dxA, dxB, dxD);
    fetch(xD, dxD, 64);
    compare("f64 m8n8k4", xD, xref, 64);
    printf("f64 row 0: %.17g %.17g\n", xD[0], xD[1]);

    // 8-bit floats: exponents chosen so that every sum is exact (e4m3 subnormals among them).
    uint8_t qA[16 * 32], qB[8 * 32];
    const int e4m3_exponents[4] = {0, 6, 7, 8};
    for (int i = 0; i < 512; i++)
        qA[i] = (uint8_t)((i % 3 == 0) << 7 | e4m3_exponents[i * 7 % 4] << 3 | (i * 5 % 8));
    for (int i = 0; i < 256; i++)
        qB[i] = (uint8_t)((i % 5 == 0) << 7 | (14 + i % 3) << 2 | (i * 7 % 4));
    float q32[128], q16[128], qref32[128], qref16[128];
    for (int r = 0; r < 16; r++)
        for (int n = 0; n < 8; n++) {
            float s32 = 0.25f, s16 = 0.25f;
            for (int k = 0; k < 32; k++) s32 += from_e4m3(qA[r * 32 + k]) * from_e5m2(qB[n * 32 + k]);
            for (int k = 0; k < 16; k++) s16 += from_e4m3(qA[r * 32 + k]) * from_e4m3(qB[n * 32 + k]);
            qref32[r * 8 + n] = s32;
            qref16[r * 8 + n] = s16;
        }
    uint8_t* dqA = device_copy(qA, 512);
    uint8_t* dqB = device_copy(qB, 256);
    float *dq32, *dq16;
    cudaMalloc(&dq32, 128 * sizeof(float));
    cudaMalloc(&dq16, 128 * sizeof(float));
    mma_fp8<<<1, 32>>>(dqA, dqB, dq32, dq16);
    fetch(q32, dq32, 128);
    fetch(q16, dq16, 128);
    compare("e4m3.e5m2 m16n8k32", q32, qref32, 128);
    compare("e4m3.e4m3 m16n8k16", q16, qref16, 128);
    printf("fp8 first: %g %g\n", q32[0], q16[0]);

    // 8-bit integers: large bytes and an accumulator near the top of the range.
    int8_t iA[16 * 32];
    uint8_t iB[8 * 32];
    for (int i = 0; i < 512; i++) iA[i] = (int8_t)((i * 37) % 200 - 60);
    for (int i = 0; i < 256; i++) iB[i] = (uint8_t)((i * 53) % 256);
    const int acc = 2147400000;
    int iD[128], iS[128], iref[128], isat[128];
    for (int r = 0; r < 16; r++)
        for (int n = 0; n < 8; n++) {
            long long s = acc;
            for (int k = 0; k < 32; k++) s += iA[r * 32 + k] * iB[n * 32 + k];
            iref[r * 8 + n] = (int)(unsigned)s;
            isat[r * 8 + n] = s > 2147483647LL ? 2147483647 : (int)s;
        }
    int8_t* diA = device_copy(iA, 512);
    uint8_t* diB = device_copy(iB, 256);
    int *diD, *diS;
    cudaMalloc(&diD, 128 * sizeof(int));
    cudaMalloc(&diS, 128 * sizeof(int));
    mma_s8<<<1, 32>>>(diA, diB, acc, diD, diS);
    fetch(iD, diD, 128);
    fetch(iS, diS, 128);
    compare("s8.u8 m16n8k32", iD, iref, 128);
    compare("s8.u8 m16n8k32 satfinite", iS, isat, 128);
    int saturated = 0;
    for (int i = 0; i < 128; i++) saturated += iS[i] == 2147483647;
    printf("saturated: %d, first: %d %d\n", saturated, iD[0], iS[0]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
