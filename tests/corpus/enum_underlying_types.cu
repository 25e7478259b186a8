// The underlying and promoted types of enumerations that do not fix one (unsigned where no
// enumerator is negative, as nvcc and the host compiler choose), seen through bit-fields,
// traits and arithmetic.
#include <cstdio>
#include <type_traits>
enum Dir { North, East, South, West };
enum Neg { M = -1, P = 1 };
enum Big { B = 0x80000000u };
struct S { Dir d : 2; Neg n : 2; };
__global__ void k(S s) {
  printf("dev: %d %d uns=%d %d %d\n", s.d, s.n, (int)std::is_unsigned<std::underlying_type<Dir>::type>::value,
         (int)std::is_unsigned<std::underlying_type<Big>::type>::value, (int)sizeof(East - 2));
  printf("dev: %d %d %d\n", East - 2 < 0, B > 0, (int)std::is_same<decltype(+East), int>::value);
}
int main() {
  S s; s.d = West; s.n = M;
  printf("host: %d %d uns=%d\n", s.d, s.n, (int)std::is_unsigned<std::underlying_type<Dir>::type>::value);
  k<<<1,1>>>(s); cudaDeviceSynchronize();
}
