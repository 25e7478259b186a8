#include <cstdio>
#include <type_traits>
template <typename T>
__device__ float norm1(const T& v) {
  if constexpr (std::is_same<T, float2>::value) return fabsf(v.x) + fabsf(v.y);
  else return fabsf(v);
}
__global__ void k(float* o) {
  o[0] = norm1(make_float2(-1.5f, 2.0f));
  o[1] = norm1(-2.25f);
}
int main() {
  float* d; cudaMalloc(&d, 8); k<<<1, 1>>>(d);
  float h[2]; cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost);
  printf("%f %f (expect 3.5 2.25)\n%s\n", h[0], h[1], (h[0] == 3.5f && h[1] == 2.25f) ? "PASS" : "FAIL");
}
