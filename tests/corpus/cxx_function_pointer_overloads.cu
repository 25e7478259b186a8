// corpus: pointers to overloaded __device__ functions, the overload chosen by the pointer's type in initializations, assignments and returns
#include <cstdio>
__device__ int scale(int x) { return 2 * x; }
__device__ float scale(float x) { return 0.5f * x; }
typedef float (*FloatFn)(float);
__device__ FloatFn float_scale() { return scale; }
__global__ void k(int* o) {
  int (*fi)(int) = scale;
  FloatFn ff = &scale;
  o[0] = fi(21);
  o[1] = (int)(ff(9.0f) * 10);
  fi = &scale;
  ff = scale;
  o[2] = fi(4) + (int)ff(8.0f);
  o[3] = (int)float_scale()(6.0f);
}
int main() { int* o; cudaMallocManaged(&o, 4 * sizeof(int)); k<<<1, 1>>>(o); cudaDeviceSynchronize();
  for (int i = 0; i < 4; i++) printf("%d ", o[i]); printf("\n"); cudaFree(o); return 0; }
