// Instances of __constant__ and __device__ variable templates reached from the host:
// cudaMemcpyToSymbol/FromSymbol, cudaGetSymbolAddress and cudaGetSymbolSize on table<T, N>,
// before and after the kernels that use them are first launched.
#include <cstdio>
struct Pair { int a; float b; };
namespace coeffs {
template <typename T, int N> __constant__ T table[N];
template <typename T> __device__ T total = T(5);
template <class T> static __device__ T counter[2];
template <class T> static __device__ T spare[3];
}
template <typename T> __device__ T scale;
__global__ void plain(float* out) { out[0] = coeffs::table<float, 3>[2] + scale<float>; }
template <typename T, int N> __global__ void sum(T* out) {
  T s = 0;
  for (int i = 0; i < N; ++i) s += coeffs::table<T, N>[i];
  *out = s + coeffs::total<T>;
  atomicAdd(&coeffs::counter<int>[1], 1);
}
__global__ void pairs(Pair* out) { *out = scale<Pair>; }
int main() {
  float hf[3] = {1.5f, 2.5f, 3.5f};
  int hi[4] = {1, 2, 3, 4};
  float *df; int *di; Pair* dp;
  cudaMalloc(&df, sizeof(float)); cudaMalloc(&di, sizeof(int)); cudaMalloc(&dp, sizeof(Pair));
  // Launch first, then copy: the instance exists on the device before the host copies.
  sum<int, 4><<<1, 2>>>(di);
  cudaMemcpyToSymbol(coeffs::table<int, 4>, hi, sizeof(hi));
  sum<int, 4><<<1, 2>>>(di);
  int ri; cudaMemcpy(&ri, di, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum<int,4> = %d\n", ri);
  // Copy first, then launch.
  cudaMemcpyToSymbol(coeffs::table<float, 3>, hf, sizeof(hf));
  float s = 0.25f;
  cudaMemcpyToSymbol(scale<float>, &s, sizeof(s));
  plain<<<1, 1>>>(df);
  float rf; cudaMemcpy(&rf, df, sizeof(float), cudaMemcpyDeviceToHost);
  printf("plain = %g\n", rf);
  sum<float, 3><<<1, 1>>>(df);
  cudaMemcpy(&rf, df, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum<float,3> = %g\n", rf);
  int counts[2];
  cudaMemcpyFromSymbol(counts, coeffs::counter<int>, sizeof(counts));
  printf("counter = %d %d\n", counts[0], counts[1]);
  size_t size; cudaGetSymbolSize(&size, coeffs::table<float, 3>);
  void* addr; cudaError_t e = cudaGetSymbolAddress(&addr, coeffs::total<double>);
  printf("size %zu, address of total<double>: %s, sizeof(spare<char>) %zu\n", size, cudaGetErrorString(e), sizeof(coeffs::spare<char>));
  double td; cudaMemcpyFromSymbol(&td, coeffs::total<double>, sizeof(td));
  printf("total<double> = %g\n", td);
  Pair p = {7, 0.5f};
  cudaMemcpyToSymbol(scale<Pair>, &p, sizeof(p));
  pairs<<<1, 1>>>(dp);
  Pair q; cudaMemcpy(&q, dp, sizeof(q), cudaMemcpyDeviceToHost);
  printf("pair = %d %g\n", q.a, q.b);
  printf("last error: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
