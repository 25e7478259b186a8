// A pointer cast to `bool` (C cast, static_cast, functional cast) tests it for null, as the
// implicit conversion does; a cast to an integer type keeps its bits.
#include <cstdio>

__global__ void casts(int* out, int* p) {
  int x;
  int* none = nullptr;
  out[0] = (bool)p;
  out[1] = static_cast<bool>(p);
  out[2] = bool(p);
  out[3] = (bool)&x;
  out[4] = (bool)none;
  out[5] = (bool)p ? 1 : 2;
  bool implicit = p;
  out[6] = implicit;
  out[7] = (unsigned char)(unsigned long long)p == ((unsigned long long)p & 0xff);
}

int main() {
  int* d;
  cudaMalloc(&d, 8 * sizeof(int));
  casts<<<1, 1>>>(d, d);
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; i++) printf("%d%c", h[i], i == 7 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
