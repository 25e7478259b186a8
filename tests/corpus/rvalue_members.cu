// A member of an rvalue is an xvalue: a class member of a temporary is moved from, not
// copied, and a scalar member binds an rvalue reference.
#include <cstdio>

struct Inner {
  int how;
  __host__ __device__ Inner() : how(0) {}
  __host__ __device__ Inner(const Inner&) : how(1) {}
  __host__ __device__ Inner(Inner&&) : how(2) {}
};
struct Outer {
  int pad = 3;
  int b = 7;
  Inner inner;
};

__host__ __device__ Outer make() { return Outer(); }

__host__ __device__ int members() {
  int&& element = Outer().b;
  int value = element;
  Outer kept;
  Inner copied = kept.inner;
  Inner moved = make().inner;
  return value * 100 + copied.how * 10 + moved.how;
}

__global__ void run(int* out) { *out = members(); }

int main() {
  int* d;
  cudaMalloc(&d, sizeof(int));
  run<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d, host %d\n", h, members());
  cudaFree(d);
  return 0;
}
