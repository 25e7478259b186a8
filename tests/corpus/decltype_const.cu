// decltype keeps the const of what it names: a const or constexpr local, a parenthesized one
// (a reference to const), and an auto& bound to a const object; if constexpr follows it. Of
// an lvalue expression it is a reference to const where the object is const: a member
// through a pointer to member of a const object, an element of a const array, what a pointer
// to const points to, a parenthesized member of a const object.
#include <cstdio>
#include <type_traits>
struct Pair { int a; int b; };
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
  const Pair cp{1, 2};
  Pair p{3, 4};
  int Pair::*pm = &Pair::b;
  const int arr[2] = {5, 6};
  const int* pc = &arr[0];
  const Pair* pcp = &cp;
  o[7] = std::is_same<decltype(cp.*pm), const int&>::value;
  o[8] = std::is_same<decltype(p.*pm), int&>::value;
  o[9] = std::is_same<decltype(pcp->*pm), const int&>::value;
  o[10] = std::is_same<decltype(arr[1]), const int&>::value;
  o[11] = std::is_same<decltype(*pc), const int&>::value;
  o[12] = std::is_same<decltype(cp.a), int>::value;
  o[13] = std::is_same<decltype((cp.a)), const int&>::value;
}
int main() {
  int* o;
  cudaMallocManaged(&o, 14 * sizeof(int));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 14; i++) printf("%d ", o[i]);
  printf("\n");
}
