#include <cstdio>
#include <type_traits>
#include <limits>
__device__ int f(int) { return 1; }
__device__ int f(wchar_t) { return 2; }
__device__ int g(unsigned) { return 3; }
__device__ int g(char32_t) { return 4; }
__device__ int h(unsigned short) { return 5; }
__device__ int h(char16_t) { return 6; }
template <class T> __global__ void tk(int* o) { *o = sizeof(T) * 10 + std::is_signed<T>::value; }
__global__ void k() {
  printf("%d %d %d %d %d %d\n", f(1), f(L'a'), g(1u), g(U'a'), h((unsigned short)1), h(u'a'));
  printf("%d %d %d\n", (int)std::is_same<int, wchar_t>::value, (int)std::is_same<unsigned, char32_t>::value, (int)std::is_same<unsigned short, char16_t>::value);
  printf("%d %d %d\n", (int)std::is_integral<char16_t>::value, (int)std::is_signed<wchar_t>::value, (int)std::is_unsigned<char32_t>::value);
  printf("%d %u %d\n", (int)std::numeric_limits<wchar_t>::max(), (unsigned)std::numeric_limits<char32_t>::max(), (int)std::numeric_limits<char16_t>::max());
  printf("%d %d %d\n", (int)std::is_same<decltype(L'a' + 1), int>::value, (int)std::is_same<decltype(U'a' + 1u), unsigned>::value, (int)std::is_same<decltype(u'a' + u'b'), int>::value);
  printf("%d\n", (int)std::is_same<std::make_unsigned<wchar_t>::type, unsigned>::value);
}
int main() {
  k<<<1, 1>>>();
  int* d; cudaMalloc(&d, 4); int h1, h2;
  tk<char32_t><<<1, 1>>>(d); cudaMemcpy(&h1, d, 4, cudaMemcpyDeviceToHost);
  tk<wchar_t><<<1, 1>>>(d); cudaMemcpy(&h2, d, 4, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h1, h2);
}
