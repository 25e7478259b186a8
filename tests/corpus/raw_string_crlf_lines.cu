// corpus: a raw string literal spanning lines of a file with CRLF line ends holds newlines, no carriage returns
#include <cstdio>

__host__ __device__ int length() {
  const char* s = R"(a
b)";
  int n = 0;
  while (s[n]) n++;
  return n;
}

__global__ void k(int* out) { out[0] = length(); }

int main() {
  int* out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", out[0], length());
  cudaFree(out);
  return 0;
}
