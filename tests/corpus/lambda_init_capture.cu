// Init captures in lambdas written in device code: by value (kept between calls of a mutable
// lambda) and by reference, made when the lambda is.
#include <cstdio>
__global__ void k(int* o) {
  int base = 5;
  auto add = [b = base * 2, &r = o[1]](int x) { r = x + b; return x + b; };
  base = 100;
  o[0] = add(1);
  auto counter = [n = 0]() mutable { return ++n; };
  counter(); counter();
  o[2] = counter();
  int arr[3] = {1, 2, 3};
  auto f = [s = arr[0] + arr[2], t = 1.5f]{ return s * t; };
  o[3] = (int)f();
}
int main() {
  int* d; cudaMalloc(&d, 16); k<<<1, 1>>>(d);
  int h[4]; cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
}
