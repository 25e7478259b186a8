// Members a designated initializer skips take their default member initializers, run in the
// class's scope (reading the members before them), or their constructors.
#include <cstdio>

struct C {
  int v;
  __host__ __device__ C() : v(42) {}
};
struct S {
  int a = 5;
  C c;
  int b;
  int d = a + b;
  int e = 1;
};
struct T {
  S s;
  int z = 3;
};

__host__ __device__ void run(int* o) {
  S s{.a = 1, .b = 4};
  S t{.b = 2, .e = 9};
  T u{.s = {.b = 7}, .z = 4};
  T w{.z = 8};
  S x{.b = 4};
  o[0] = s.d;
  o[1] = s.c.v;
  o[2] = t.a * 100 + t.d * 10 + t.e;
  o[3] = u.s.d * 10 + u.z;
  o[4] = w.s.c.v + w.s.d;
  o[5] = x.d;
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 6 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[6];
  run(h);
  for (int i = 0; i < 6; ++i) printf("%d %d\n", d[i], h[i]);
  cudaFree(d);
  return 0;
}
