// Float-to-integer casts out of range or of NaN, as the GPU converts them: saturated to the
// destination's range, NaN giving 0 from a float to 32 bits and the sign bit alone otherwise.
// (8- and 16-bit destinations are left out: nvcc wraps or clamps them depending on the code
// around the cast.)
#include <cstdio>
#include <cmath>
// Every value comes in as an argument: a compiler folds a constant conversion its own way.
__global__ void k(float x, double y, float big, float neg, double dbig, long long* o) {
  o[0] = (int)x; o[1] = (unsigned)x; o[2] = (long long)x; o[3] = (unsigned long long)x;
  o[4] = (int)y; o[5] = (unsigned)y; o[6] = (long long)y; o[7] = (unsigned long long)y;
  o[8] = (int)big; o[9] = (unsigned)neg; o[10] = (int)dbig;
}
int main() {
  long long* o; cudaMalloc(&o, 96); long long h[12];
  k<<<1, 1>>>(nanf(""), nan(""), 3e10f, -5.0f, -3e10, o);
  cudaMemcpy(h, o, 96, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 11; i++) printf("%d: %llx\n", i, h[i]);
}
