// corpus: cache-hinted loads and stores (__ldcs, __ldcg, __ldg, __stcs, __stcg, __stwt,
// __stwb) of vector types, as packed 128-bit copies in training kernels use them.
#include <cstdio>

__global__ void copy_hinted(int4* out4, const int4* in4, float2* out2, const float2* in2,
                            double2* outd, const double2* ind, char4* outc, const char4* inc) {
  int i = threadIdx.x;
  int4 a = __ldcs(in4 + i);
  a.x += 1;
  __stcs(out4 + i, a);
  __stcg(out4 + 32 + i, __ldcg(in4 + i));
  float2 f = __ldg(in2 + i);
  __stwt(out2 + i, make_float2(f.y, f.x));
  __stwb(outd + i, __ldcs(ind + i));
  __stcs(outc + i, __ldcg(inc + i));
}

int main() {
  int4 *in4, *out4;
  float2 *in2, *out2;
  double2 *ind, *outd;
  char4 *inc, *outc;
  cudaMallocManaged(&in4, 32 * sizeof(int4));
  cudaMallocManaged(&out4, 64 * sizeof(int4));
  cudaMallocManaged(&in2, 32 * sizeof(float2));
  cudaMallocManaged(&out2, 32 * sizeof(float2));
  cudaMallocManaged(&ind, 32 * sizeof(double2));
  cudaMallocManaged(&outd, 32 * sizeof(double2));
  cudaMallocManaged(&inc, 32 * sizeof(char4));
  cudaMallocManaged(&outc, 32 * sizeof(char4));
  for (int i = 0; i < 32; ++i) {
    in4[i] = make_int4(i, 2 * i, 3 * i, 4 * i);
    in2[i] = make_float2(i * 0.5f, -i * 0.25f);
    ind[i] = make_double2(i / 3.0, -i / 7.0);
    inc[i] = make_char4(i, -i, 2 * i, 100 - i);
  }
  copy_hinted<<<1, 32>>>(out4, in4, out2, in2, outd, ind, outc, inc);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  long long sum = 0;
  double fsum = 0.0;
  for (int i = 0; i < 32; ++i) {
    sum += out4[i].x + out4[i].y + out4[i].z + out4[i].w;
    sum += out4[32 + i].x * 2 + out4[32 + i].w;
    sum += outc[i].x + outc[i].y * 3 + outc[i].z + outc[i].w;
    fsum += out2[i].x * 3 + out2[i].y + outd[i].x - outd[i].y * 2;
  }
  printf("%lld %.6f\n", sum, fsum);
  printf("%d %d %d %d | %.2f %.2f | %.4f %.4f | %d %d %d %d\n", out4[5].x, out4[5].y, out4[5].z,
         out4[5].w, out2[3].x, out2[3].y, outd[6].x, outd[6].y, outc[7].x, outc[7].y, outc[7].z,
         outc[7].w);
  return 0;
}
