// A class's operator, is called for the comma between its objects (the built-in comma, which
// gives the second operand, where no operator, is declared).
#include <cstdio>

struct Digits {
  int x;
  __device__ Digits operator,(const Digits& o) const { return Digits{x * 10 + o.x}; }
};

struct Plain {
  int x;
};

__global__ void kernel() {
  Digits a{3}, b{1}, c{4};
  Digits joined = (a, b, c);
  Digits assigned{0};
  assigned = (c, a);
  Plain p{7}, q{8};
  int steps = 0;
  Plain last = (steps++, p, q);
  printf("%d %d %d %d\n", joined.x, assigned.x, last.x, steps);
}

int main() {
  kernel<<<1, 1>>>();
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
