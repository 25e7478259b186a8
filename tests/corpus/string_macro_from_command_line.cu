// corpus: a -D value in double quotes (-DGREETING="hello", as CMake writes a string definition) is a string literal on both sides
#include <cstdio>

__global__ void k(char* out) {
  const char* s = GREETING;
  int i = 0;
  for (; s[i]; i++) out[i] = s[i];
  out[i] = 0;
}

int main() {
  char* out;
  cudaMallocManaged(&out, 16);
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("device %s host %s %d\n", out, GREETING, COUNT);
  cudaFree(out);
  return 0;
}
