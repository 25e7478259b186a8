// A kernel's printf writes bytes, as C's does: characters and strings that are not UTF-8
// (Latin-1 text, arbitrary bytes) come out as they are.
#include <cstdio>

__global__ void bytes() {
  printf("[%c]\n", (char)0xe9);
  printf("[%s]\n", "\xff\xfe");
  printf("[caf\xe9]\n");
  printf("[%s]\n", "\xc3\xa9");
}

int main() {
  bytes<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
