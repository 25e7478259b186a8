// corpus: -Xcompiler options that change the host compiler's predefined macros change them in device code too (char stays signed there)
#include <cstdio>

__host__ __device__ int macros_seen() {
  int r = 0;
#ifdef __CHAR_UNSIGNED__
  r += 1;
#endif
#ifdef __OPTIMIZE__
  r += 10;
#endif
#ifdef __EXCEPTIONS
  r += 100;
#endif
#ifdef __GXX_RTTI
  r += 1000;
#endif
#ifdef _OPENMP
  r += 10000;
#endif
  return r + ((char)-1 < 0 ? 0 : 100000);
}

__global__ void k(int* out) { out[0] = macros_seen(); }

int main() {
  int* out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", out[0], macros_seen());
  cudaFree(out);
  return 0;
}
