// corpus: an architecture-specific target (-arch=sm_90a) defines its feature macros in device code
#include <cstdio>

__global__ void k(int* out) {
#ifdef __CUDA_ARCH__
  out[0] = __CUDA_ARCH__;
#endif
#ifdef __CUDA_ARCH_FEAT_SM90_ALL
  out[1] = 1;
#endif
#ifdef __CUDA_ARCH_SPECIFIC__
  out[2] = __CUDA_ARCH_SPECIFIC__;
#endif
#ifdef __CUDA_ARCH_FAMILY_SPECIFIC__
  out[3] = __CUDA_ARCH_FAMILY_SPECIFIC__;
#endif
#ifdef __CUDA_ARCH_FEAT_SM100_ALL
  out[4] = 1;
#endif
}

int main() {
  int* out;
  cudaMallocManaged(&out, 5 * sizeof(int));
  for (int i = 0; i < 5; i++) out[i] = 0;
  k<<<1, 1>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s %d %d %d %d %d\n", cudaGetErrorString(e), out[0], out[1], out[2], out[3], out[4]);
  cudaFree(out);
  return 0;
}
