// Template argument deduction for a reference parameter given a pointer: `T&` keeps what the
// pointer points to as declared (`const int* p` makes `T` `const int*`), and the pointer's
// own `const` too; given an array of `const` elements, `T` is that array type.
#include <cstdio>
#include <type_traits>

template <typename T>
__device__ int kind(T&) {
  if (std::is_same<T, const int*>::value) return 1;
  if (std::is_same<T, int*>::value) return 2;
  if (std::is_same<T, const int* const>::value) return 3;
  if (std::is_same<T, int* const>::value) return 4;
  return 0;
}

template <typename T>
__device__ int array_kind(T&) {
  return std::is_same<T, const int[2]>::value + 2 * std::is_same<T, int[2]>::value +
         4 * std::is_same<T, const float[2][3]>::value +
         8 * std::is_const<typename std::remove_all_extents<T>::type>::value;
}

template <typename T>
__device__ int reads_through(T& p) {
  // Writing through `p` compiles only where `T` points to non-const.
  return std::is_const<typename std::remove_pointer<T>::type>::value ? *p : *p + 100;
}

__global__ void probe(int* out, int* data) {
  const int* p = data;
  int* q = data + 1;
  const int* const cp = data + 2;
  int* const cq = data + 3;
  out[0] = kind(p);
  out[1] = kind(q);
  out[2] = kind(cp);
  out[3] = kind(cq);
  out[4] = reads_through(p);
  out[5] = reads_through(q);
  const int ca[2] = {1, 2};
  int a[2] = {3, 4};
  const float grid[2][3] = {};
  out[6] = array_kind(ca);
  out[7] = array_kind(a);
  out[8] = array_kind(grid);
}

int main() {
  int h[4] = {10, 20, 30, 40}, out[9] = {};
  int *d_data, *d_out;
  cudaMalloc(&d_data, sizeof h);
  cudaMalloc(&d_out, sizeof out);
  cudaMemcpy(d_data, h, sizeof h, cudaMemcpyHostToDevice);
  probe<<<1, 1>>>(d_out, d_data);
  cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  printf("kinds: %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  printf("reads: %d %d\n", out[4], out[5]);
  printf("arrays: %d %d %d\n", out[6], out[7], out[8]);
  return 0;
}
