// C++20: an aggregate initialized from a parenthesized list of values, as from a braced one
// (members left out take their default member initializers or zero), arrays too (`int
// a[3](1, 2, 3)`, their bound from the list where it is not written), and objects and arrays
// made by `new` from one (`new int[4](1, 2, 3)`).
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

__host__ __device__ int arrays() {
  int a[3](1, 2, 3);
  int b[](4, 5);
  int c[4](9);
  return a[2] * 1000 + (int)sizeof(b) * 100 + c[0] * 10 + c[3];
}

__host__ __device__ int heap() {
  Point* p = new Point(5, 6);
  int* a = new int[4](1, 2, 3);
  int r = p->x * 10 + p->y + a[2] * 100 + a[3] * 1000;
  delete p;
  delete[] a;
  return r;
}

__global__ void run(int* out) {
  out[0] = made();
  out[1] = arrays();
  out[2] = heap();
}

int main() {
  int* d;
  cudaMalloc(&d, 3 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h[0], made());
  printf("device %d, host %d\n", h[1], arrays());
  printf("device %d, host %d\n", h[2], heap());
  cudaFree(d);
  return 0;
}
