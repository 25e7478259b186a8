#include <cstdio>
#include <cuda/std/utility>
__global__ void k() { int a = 1; int b = cuda::std::exchange(a, 5); const int& c = cuda::std::as_const(a); printf("%d %d %d\n", a, b, c); }
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
