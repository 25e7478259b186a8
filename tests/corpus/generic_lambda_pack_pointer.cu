// A generic lambda whose parameters end in a pack converts to pointers to functions of each
// arity it is called with (its pack as long as the pointer's parameters make it).
#include <cstdio>
__global__ void k(int* o) {
  auto sum = [](auto... xs) { return (0 + ... + xs); };
  int (*f2)(int, int) = sum;
  int (*f3)(int, int, int) = sum;
  int (*f0)() = sum;
  auto head = [](int scale, auto... xs) { return scale * (1 + ... + xs); };
  int (*h)(int, int, int) = head;
  o[0] = f2(1, 2);
  o[1] = f3(1, 2, 3);
  o[2] = h(10, 2, 3);
  o[3] = f0();
}
int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
