// Functions and members named device, global, host, shared and constant are names like
// any other, in host code and device code (the qualifiers are the __x__ spellings).
#include <cstdio>
struct Opts {
  int d = 0;
  __host__ __device__ Opts device(int i) const { Opts o = *this; o.d = i; return o; }
  __host__ __device__ int global() const { return 8; }
  __host__ __device__ int shared() const { return 1; }
  int host() const { return 16; }
  static int constant() { return 32; }
};
namespace ns { __device__ int device() { return 5; } }
__global__ void k(int* out) { Opts o = Opts().device(3); out[0] = o.d + ns::device() + o.global() + o.shared(); }
int main() {
  int* p; cudaMallocManaged(&p, 4); k<<<1, 1>>>(p); cudaDeviceSynchronize();
  Opts o = Opts().device(2);
  printf("%d %d %d %d %d\n", *p, o.d, o.global(), o.host(), Opts::constant());
  return 0;
}
