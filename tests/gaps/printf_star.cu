#include <cstdio>
__global__ void k() {
  printf("[%*d] [%.*f] next=%d\n", 5, 42, 2, 3.14159, 7);
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
// expected (CUDA documents '*' width; host printf gives): [   42] [3.14] next=7
