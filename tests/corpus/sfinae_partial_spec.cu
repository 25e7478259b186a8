#include <cstdio>
#include <type_traits>
#include <utility>
struct WithSize { __host__ __device__ int size() const { return 3; } };
template <typename T, typename = void> struct HasSize : std::false_type {};
template <typename T> struct HasSize<T, decltype(void(std::declval<T&>().size()))> : std::true_type {};
template <typename T, typename = void> struct HasSize2 : std::false_type {};
template <typename T> struct HasSize2<T, std::void_t<decltype(std::declval<T&>().size())>> : std::true_type {};
__global__ void k(int* o) {
  o[0] = HasSize<WithSize>::value;  // 1
  o[1] = HasSize<int>::value;       // 0
  o[2] = HasSize2<WithSize>::value; // 1
  o[3] = HasSize2<int>::value;      // 0
}
int main() {
  int* d; cudaMalloc(&d, 16); k<<<1, 1>>>(d);
  int h[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d (expect 1 0 1 0) host: %d %d\n%s\n", h[0], h[1], h[2], h[3], HasSize<WithSize>::value, HasSize2<WithSize>::value,
         (h[0] == 1 && h[1] == 0 && h[2] == 1 && h[3] == 0) ? "PASS" : "FAIL");
}
