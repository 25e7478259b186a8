// Designated initializers (C++20), flat and nested, for locals in device code.
#include <cstdio>

struct In { int a[2]; };
struct Nested { In in; float f; };
struct Point { int x; int y; };

__global__ void k(int* out) {
  Nested n = {.in = {.a = {7, 8}}, .f = 2.0f};
  Point p = {.x = 3, .y = 4};
  out[0] = n.in.a[0];
  out[1] = n.in.a[1];
  out[2] = (int)n.f;
  out[3] = p.x * 10 + p.y;
}

int main() {
  int* d;
  cudaMalloc(&d, 16);
  k<<<1, 1>>>(d);
  int h[4];
  cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
}
