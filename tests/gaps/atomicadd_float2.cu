#include <cstdio>
// float2/float4 atomicAdd exist for compute capability 9.x (sm_90), CUDA 12.x+
__global__ void other(int* p) { p[0] = 42; }     // unrelated kernel in the same file
__global__ void k(float2* f2) { atomicAdd(f2, make_float2(1.0f, 2.0f)); }
int main() {
  float2* p; cudaMalloc(&p, 8); cudaMemset(p, 0, 8);
  int* q; cudaMalloc(&q, 4); cudaMemset(q, 0, 4);
  other<<<1, 1>>>(q);
  cudaError_t e0 = cudaGetLastError();
  k<<<1, 10>>>(p);
  cudaError_t e1 = cudaGetLastError();
  cudaError_t e2 = cudaDeviceSynchronize();
  float2 r; cudaMemcpy(&r, p, 8, cudaMemcpyDeviceToHost);
  int rq; cudaMemcpy(&rq, q, 4, cudaMemcpyDeviceToHost);
  printf("launch=%s/%s sync=%s f2=%f,%f other=%d (expect 10,20 and 42)\n%s\n", cudaGetErrorString(e0), cudaGetErrorString(e1), cudaGetErrorString(e2), r.x, r.y, rq,
         (r.x == 10 && r.y == 20 && rq == 42) ? "PASS" : "FAIL");
}
