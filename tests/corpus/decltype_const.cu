// decltype keeps the const of what it names: a const or constexpr local, a parenthesized one
// (a reference to const), and an auto& bound to a const object; if constexpr follows it.
#include <cstdio>
#include <type_traits>
__global__ void k(int* o) {
  const int c = 2;
  constexpr double d = 1.0;
  auto& ar = c;
  int m = 3;
  auto&& fwd = m;
  o[0] = std::is_same<decltype(c), const int>::value;
  o[1] = std::is_same<decltype(d), const double>::value;
  o[2] = std::is_same<decltype((c)), const int&>::value;
  o[3] = std::is_same<decltype(ar), const int&>::value;
  o[4] = std::is_same<decltype(fwd), int&>::value;
  o[5] = std::is_same<decltype((m)), int&>::value;
  if constexpr (std::is_const_v<decltype(c)>) o[6] = 10; else o[6] = 20;
}
int main() {
  int* o;
  cudaMallocManaged(&o, 7 * sizeof(int));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 7; i++) printf("%d ", o[i]);
  printf("\n");
}
