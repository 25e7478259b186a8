// The DPX integer intrinsics of compute capability 9.0: three-way and add-then-compare
// minimum and maximum, of 32-bit values and of 16-bit halves (wrapping sums, signed and
// unsigned), clamped at zero, and the forms reporting which operand was chosen.
#include <cstdio>

__global__ void dpx(const unsigned *in, unsigned *out, int n)
{
    int t = threadIdx.x;
    if (t >= n)
        return;
    unsigned a = in[3 * t], b = in[3 * t + 1], c = in[3 * t + 2];
    int sa = (int)a, sb = (int)b, sc = (int)c;
    unsigned *o = out + 40 * t;
    bool p = false, q = false;
    o[0] = __vimax3_s32(sa, sb, sc);
    o[1] = __vimin3_s32(sa, sb, sc);
    o[2] = __vimax3_u32(a, b, c);
    o[3] = __vimin3_u32(a, b, c);
    o[4] = __vimax3_s16x2(a, b, c);
    o[5] = __vimin3_s16x2(a, b, c);
    o[6] = __vimax3_u16x2(a, b, c);
    o[7] = __vimin3_u16x2(a, b, c);
    o[8] = __vimax3_s32_relu(sa, sb, sc);
    o[9] = __vimin3_s32_relu(sa, sb, sc);
    o[10] = __vimax3_s16x2_relu(a, b, c);
    o[11] = __vimin3_s16x2_relu(a, b, c);
    o[12] = __vimax_s32_relu(sa, sb);
    o[13] = __vimin_s32_relu(sa, sb);
    o[14] = __vimax_s16x2_relu(a, b);
    o[15] = __vimin_s16x2_relu(a, b);
    o[16] = __viaddmax_s32(sa, sb, sc);
    o[17] = __viaddmin_s32(sa, sb, sc);
    o[18] = __viaddmax_u32(a, b, c);
    o[19] = __viaddmin_u32(a, b, c);
    o[20] = __viaddmax_s16x2(a, b, c);
    o[21] = __viaddmin_s16x2(a, b, c);
    o[22] = __viaddmax_u16x2(a, b, c);
    o[23] = __viaddmin_u16x2(a, b, c);
    o[24] = __viaddmax_s32_relu(sa, sb, sc);
    o[25] = __viaddmin_s32_relu(sa, sb, sc);
    o[26] = __viaddmax_s16x2_relu(a, b, c);
    o[27] = __viaddmin_s16x2_relu(a, b, c);
    o[28] = __vibmax_s32(sa, sb, &p) * 2u + p;
    o[29] = __vibmin_s32(sa, sb, &p) * 2u + p;
    o[30] = __vibmax_u32(a, b, &p) * 2u + p;
    o[31] = __vibmin_u32(a, b, &p) * 2u + p;
    o[32] = __vibmax_s16x2(a, b, &p, &q);
    o[33] = p * 2 + q;
    o[34] = __vibmin_s16x2(a, b, &p, &q);
    o[35] = p * 2 + q;
    o[36] = __vibmax_u16x2(a, b, &p, &q);
    o[37] = p * 2 + q;
    o[38] = __vibmin_u16x2(a, b, &p, &q);
    o[39] = p * 2 + q;
}

int main()
{
    const unsigned h[] = {3u, 9u, 0xfffffffcu,   0x7fff0001u, 0x00017fffu, 0x80008000u,
                          0xffff0005u, 0x0004fffbu, 0x00020002u, 5u, 5u, 7u};
    const int n = sizeof h / sizeof h[0] / 3;
    unsigned *in, *out;
    cudaMallocManaged(&in, sizeof h);
    cudaMallocManaged(&out, n * 40 * sizeof(unsigned));
    for (int i = 0; i < 3 * n; i++)
        in[i] = h[i];
    dpx<<<1, n>>>(in, out, n);
    cudaDeviceSynchronize();
    for (int t = 0; t < n; t++)
        for (int k = 0; k < 40; k++)
            printf("%08x%c", out[40 * t + k], k % 8 == 7 ? '\n' : ' ');
    return 0;
}
