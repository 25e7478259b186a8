// Kernel templates given `nullptr` for a template parameter declared `auto` or
// `std::nullptr_t`: the host registers the instance and the device code sees the null value.
#include <cstdio>
#include <cstddef>
template <auto V> __global__ void k(int* p) { p[0] = V == nullptr ? 7 : 1; }
template <std::nullptr_t N> __global__ void n(int* p) { p[1] = N == nullptr ? 8 : 2; }
int main() {
  int* d; cudaMallocManaged(&d, 8);
  k<nullptr><<<1, 1>>>(d);
  n<nullptr><<<1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s %d %d\n", cudaGetErrorName(e), d[0], d[1]);
}
