// corpus: threadIdx, blockIdx, blockDim and gridDim used as whole uint3/dim3 values (copies, conversions, arguments)
#include <cstdio>
__device__ unsigned flat(uint3 i, dim3 d) { return i.x + d.x * (i.y + d.y * i.z); }
__global__ void k(unsigned* o) {
  dim3 t = threadIdx;
  dim3 b = blockDim;
  uint3 bi = blockIdx;
  dim3 g = gridDim;
  unsigned id = flat(threadIdx, blockDim) + b.x * b.y * b.z * (bi.x + g.x * bi.y);
  o[id] = t.x + 10 * t.y + 100 * t.z + 1000 * bi.x + 10000 * bi.y + 100000 * (g.x * g.y);
}
int main() {
  unsigned* o;
  int n = 2 * 3 * 2 * 2 * 2;
  cudaMallocManaged(&o, n * sizeof(unsigned));
  k<<<dim3(2, 2), dim3(2, 3, 2)>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; i++) printf("%u%c", o[i], i % 12 == 11 ? '\n' : ' ');
  cudaFree(o);
  return 0;
}
