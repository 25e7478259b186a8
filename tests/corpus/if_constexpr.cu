// if constexpr: only the branch the constant condition takes is compiled for each instance of
// a template, and a deduced return type comes from that branch.
#include <cstdio>
#include <type_traits>

template <typename T>
__device__ float norm1(const T& v) {
  if constexpr (std::is_same<T, float2>::value) return fabsf(v.x) + fabsf(v.y);
  else return fabsf(v);
}

template <int N>
__device__ int pick() {
  if constexpr (N == 0) return 10;
  else if constexpr (N == 1) {
    int x = 20;
    return x;
  } else return N * 100;
}

template <typename T>
__device__ auto twice(T v) {
  if constexpr (std::is_pointer<T>::value) return *v * 2;
  else return v * 2;
}

__global__ void k(float* f, int* o) {
  f[0] = norm1(make_float2(-1.5f, 2.0f));
  f[1] = norm1(-2.25f);
  o[0] = pick<0>();
  o[1] = pick<1>();
  o[2] = pick<5>();
  o[3] = twice(21);
  o[4] = twice(o);
  if constexpr (sizeof(long) == 8) o[5] = 8;
  else o[5] = 4;
}

int main() {
  float* f; int* o;
  cudaMalloc(&f, 8); cudaMalloc(&o, 24);
  k<<<1, 1>>>(f, o);
  float hf[2]; int ho[6];
  cudaMemcpy(hf, f, 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(ho, o, 24, cudaMemcpyDeviceToHost);
  printf("norm1 %g %g\n", hf[0], hf[1]);
  printf("pick %d %d %d twice %d %d long %d\n", ho[0], ho[1], ho[2], ho[3], ho[4], ho[5]);
}
