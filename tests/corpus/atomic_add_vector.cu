// atomicAdd on float2 and float4 (sm_90): each element is added atomically.
#include <cstdio>
__global__ void other(int* p) { p[0] = 42; }
__global__ void k(float2* f2, float4* f4) {
  float2 old2 = atomicAdd(f2, make_float2(1.0f, 2.0f));
  float4 old4 = atomicAdd(f4, make_float4(1.0f, 0.5f, -1.0f, threadIdx.x));
  if (old2.x < 0 || old4.y < 0) f2->x = -1000;  // never: the old values only grow
}
int main() {
  float2* p; float4* q; int* r;
  cudaMalloc(&p, sizeof(float2)); cudaMalloc(&q, sizeof(float4)); cudaMalloc(&r, 4);
  cudaMemset(p, 0, sizeof(float2)); cudaMemset(q, 0, sizeof(float4));
  other<<<1, 1>>>(r);
  k<<<4, 64>>>(p, q);
  cudaError_t e = cudaDeviceSynchronize();
  float2 h2; float4 h4; int hr;
  cudaMemcpy(&h2, p, sizeof h2, cudaMemcpyDeviceToHost);
  cudaMemcpy(&h4, q, sizeof h4, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hr, r, 4, cudaMemcpyDeviceToHost);
  printf("%s float2 %g %g float4 %g %g %g %g other %d\n", cudaGetErrorString(e), h2.x, h2.y,
         h4.x, h4.y, h4.z, h4.w, hr);
}
