#include <cstdio>
#include <cuda_runtime.h>
int run();
int main() { int n = 0; cudaGetDeviceCount(&n); printf("%d devices, %d\n", n, run()); }
