// Half and bfloat16 multiply-adds and multiply-subtracts fuse into one rounding as CUDA's
// compiler fuses them; __hmul_rn keeps its product rounded. Counts of inputs where each
// form agrees with the fused result only, or with the separately rounded one only.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
__global__ void k(const __half* h, const __nv_bfloat16* b, int n, int* counts) {
  int i = threadIdx.x;
  if (i >= n) return;
  __half x = h[3 * i], y = h[3 * i + 1], z = h[3 * i + 2];
  __half forms[4] = {x * y - z, z - x * y, __hsub(__hmul(x, y), z), __hsub(z, __hmul(x, y))};
  __half fused[4] = {__hfma(x, y, -z), __hfma(-x, y, z), __hfma(x, y, -z), __hfma(-x, y, z)};
  __half plain[4] = {__hsub(__hmul_rn(x, y), z), __hsub(z, __hmul_rn(x, y)), __hsub(__hmul_rn(x, y), z), __hsub(z, __hmul_rn(x, y))};
  for (int f = 0; f < 4; ++f) {
    unsigned short v = __half_as_ushort(forms[f]);
    bool isf = v == __half_as_ushort(fused[f]), isp = v == __half_as_ushort(plain[f]);
    if (isf && !isp) atomicAdd(&counts[2 * f], 1);
    if (isp && !isf) atomicAdd(&counts[2 * f + 1], 1);
  }
  __nv_bfloat16 bx = b[3 * i], by = b[3 * i + 1], bz = b[3 * i + 2];
  __nv_bfloat16 bf = bx * by - bz, bfused = __hfma(bx, by, -bz), bplain = __hsub(__hmul_rn(bx, by), bz);
  unsigned short v = __bfloat16_as_ushort(bf);
  if (v == __bfloat16_as_ushort(bfused) && v != __bfloat16_as_ushort(bplain)) atomicAdd(&counts[8], 1);
  if (v != __bfloat16_as_ushort(bfused) && v == __bfloat16_as_ushort(bplain)) atomicAdd(&counts[9], 1);
  __nv_bfloat16 bacc = bz; bacc += bx * by;
  if (__bfloat16_as_ushort(bacc) == __bfloat16_as_ushort(__hfma(bx, by, bz)) && __bfloat16_as_ushort(bacc) != __bfloat16_as_ushort(__hadd(__hmul_rn(bx, by), bz))) atomicAdd(&counts[10], 1);
}
int main() {
  const int n = 256;
  __half h[3 * n]; __nv_bfloat16 b[3 * n];
  unsigned s = 12345;
  for (int i = 0; i < 3 * n; ++i) {
    s = s * 1103515245u + 12345u;
    float v = ((s >> 8) % 20000) / 1000.0f - 10.0f;
    h[i] = __float2half(v); b[i] = __float2bfloat16(v);
  }
  __half* dh; __nv_bfloat16* db; int* dc;
  cudaMalloc(&dh, sizeof h); cudaMalloc(&db, sizeof b); cudaMalloc(&dc, 11 * 4);
  cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice); cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cudaMemset(dc, 0, 11 * 4);
  k<<<1, n>>>(dh, db, n, dc);
  int c[11]; cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  const char* names[5] = {"x*y-z", "z-x*y", "__hsub(__hmul,z)", "__hsub(z,__hmul)", "bf16 x*y-z"};
  for (int f = 0; f < 5; ++f) printf("%-18s fused-only %d plain-only %d\n", names[f], c[2 * f], c[2 * f + 1]);
  printf("bf16 acc += x*y fused-only %d\n", c[10]);
}
