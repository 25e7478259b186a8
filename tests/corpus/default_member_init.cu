// corpus: default member initializers (= and {}) in device code, with and without constructors
#include <cstdio>
struct C { int a = 7; int b{2}; int c; };
struct D { int x = 5; int y = 6; __device__ D() : y(9) {} };
__global__ void k(int* o) { C c; C d{1}; C e{}; D f; o[0] = c.a; o[1] = c.b; o[2] = d.a; o[3] = d.b; o[4] = e.a; o[5] = f.x; o[6] = f.y; }
int main() { int* o; cudaMallocManaged(&o, 7 * sizeof(int)); k<<<1,1>>>(o); cudaDeviceSynchronize();
  for (int i = 0; i < 7; i++) printf("%d ", o[i]); printf("\n"); return 0; }
