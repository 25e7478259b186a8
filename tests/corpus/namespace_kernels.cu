// Kernels and device functions of namespaces: parameter types named as the namespace names them
// (nested, unnamed and inline namespaces), and definitions outside the namespace (`app::k`).
#include <cstdio>
namespace outer { namespace inner {
struct P { int v; };
__global__ void k1(P p, int* o) { o[0] = p.v; }
} }
namespace {
struct Q { int v; };
__global__ void k2(Q q, int* o) { o[1] = q.v; }
}
namespace outer { namespace {
struct R { int v; };
__global__ void k3(R r, int* o) { o[2] = r.v; }
} }
inline namespace v1 { struct S { int v; }; __global__ void k4(S s, int* o) { o[3] = s.v; } }
namespace app { struct T { int v; }; __global__ void k5(T t, int* o); __device__ int helper(int); }
__global__ void app::k5(T t, int* o) { o[4] = helper(t.v); }
__device__ int app::helper(int x) { return x * 2; }
int main() {
  int* o; cudaMallocManaged(&o, 5 * sizeof(int));
  outer::inner::k1<<<1,1>>>({1}, o); k2<<<1,1>>>({2}, o); outer::k3<<<1,1>>>({3}, o); k4<<<1,1>>>({4}, o); app::k5<<<1,1>>>({5}, o);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%d %d %d %d %d %s\n", o[0], o[1], o[2], o[3], o[4], cudaGetErrorString(e));
}
