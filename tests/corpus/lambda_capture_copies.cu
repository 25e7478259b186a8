// Lambdas written in device code capture by copy when they are made ([=], named captures),
// by reference with [&] or &name; a mutable lambda changes its own copies only.
#include <cstdio>
__global__ void k(int* o) {
  int x = 1, y = 2;
  auto snap = [=] { return x * 10 + y; };
  auto byref = [&] { return x * 10 + y; };
  auto mixed = [x, &y] { return x * 10 + y; };
  x = 5; y = 6;
  o[0] = snap(); o[1] = byref(); o[2] = mixed();
  int i = 1;
  auto m = [=](int d) mutable { i += d; return i; };
  o[3] = m(10); o[4] = m(10); o[5] = i;
  int arr[3] = {1, 2, 3};
  auto sum = [=] { int s = 0; for (int j = 0; j < 3; j++) s += arr[j]; return s; };
  arr[0] = 100;
  o[6] = sum();
}
int main() { int* d; cudaMalloc(&d, 28); k<<<1,1>>>(d); int h[7]; cudaMemcpy(h, d, 28, cudaMemcpyDeviceToHost); for (int i = 0; i < 7; i++) printf("%d ", h[i]); printf("(expect 12 56 16 11 21 1 6)\n"); }
