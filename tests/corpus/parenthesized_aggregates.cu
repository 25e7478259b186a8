// C++20: an aggregate initialized from a parenthesized list of values, as from a braced one
// (members left out take their default member initializers or zero).
#include <cstdio>

struct Point {
  int x;
  int y;
};
struct Span {
  Point from;
  int length = 7;
  float scale;
};

__host__ __device__ int made() {
  Point p(3, 4);
  Span s(Point{1, 2}, 5);
  Span t(p);
  return p.x * 10 + p.y + s.from.y * 100 + s.length * 1000 + t.length * 10000 + (int)t.scale;
}

__global__ void run(int* out) { *out = made(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, made());
  cudaFree(d);
  return 0;
}
