// decltype of names declared as references keeps the reference, and a trailing return type
// that is decltype of an lvalue returns one.
#include <cstdio>
#include <type_traits>

__device__ auto pass(int& r) -> decltype(r) { return r; }
template <class T>
__device__ auto first(T& a) -> decltype(a[0]) { return a[0]; }
template <class T>
__device__ auto sum(T a, T b) -> decltype(a + b) { return a + b; }

__global__ void k(int* o) {
  int x = 1;
  int& r = x;
  decltype(r) alias = x;
  alias = 5;
  o[0] = std::is_reference<decltype(r)>::value;
  o[1] = x;
  pass(x) = 7;
  o[2] = x;
  int arr[2] = {3, 4};
  first(arr) = 10;
  o[3] = arr[0];
  int y = 2;
  int&& rr = static_cast<int&&>(y);
  o[4] = std::is_rvalue_reference<decltype(rr)>::value;
  o[5] = std::is_reference<decltype(sum(1, 2))>::value + sum(20, 22);
}

int main() {
  int* d;
  cudaMalloc(&d, 6 * sizeof(int));
  k<<<1, 1>>>(d);
  int h[6];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("is_reference %d, through alias %d, through pass %d, through first %d\n", h[0], h[1], h[2], h[3]);
  printf("rvalue reference %d, sum %d\n", h[4], h[5]);
}
