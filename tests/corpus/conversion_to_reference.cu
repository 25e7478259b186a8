// A conversion function returning a reference binds a reference to what it refers to:
// `int& r = holder;` and an argument for an `int&` parameter write the holder's member.
#include <cstdio>

struct Holder {
  int v;
  __host__ __device__ operator int&() { return v; }
};

__host__ __device__ void set(int& x) { x = 9; }

__host__ __device__ int through() {
  Holder a{3};
  int& r = a;
  r = 7;
  Holder b{3};
  set(b);
  Holder c{1};
  static_cast<int&>(c) += 4;
  return a.v * 100 + b.v * 10 + c.v;
}

__global__ void run(int* out) { *out = through(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, through());
  cudaFree(d);
  return 0;
}
