// FLAGS: -std=c++17
// libcu++'s <cuda/std/cstring> in device code: memcpy and memset.
#include <cstdio>
#include <cuda/std/cstring>

__global__ void k(char *out) {
  char buf[16];
  cuda::std::memset(buf, 'x', sizeof(buf));
  buf[15] = '\0';
  int a[4] = {1, 2, 3, 4}, b[4];
  cuda::std::memcpy(b, a, sizeof(a));
  printf("memcpy %d %d %d %d\n", b[0], b[1], b[2], b[3]);
  cuda::std::memset(b, 0, 2 * sizeof(int));
  printf("memset %d %d %d %d\n", b[0], b[1], b[2], b[3]);
  cuda::std::memcpy(out, buf, sizeof(buf));
}

int main() {
  char *out;
  cudaMallocManaged(&out, 16);
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("out '%s'\n", out);
  return 0;
}
