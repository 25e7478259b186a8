// After a kernel fault, which is sticky, CUDA still answers device queries and still validates
// arguments first: the device count and properties are answered, a device there is not and a
// copy kind there is not are reported as such; other calls report the fault.
#include <cstdio>

__global__ void out_of_bounds(int* p) { p[1L << 36] = 1; }

int main() {
  int* d;
  cudaMalloc(&d, 4);
  out_of_bounds<<<1, 1>>>(d);
  printf("synchronize: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  int count;
  cudaDeviceProp properties;
  printf("count: %s\n", cudaGetErrorName(cudaGetDeviceCount(&count)));
  printf("properties: %s\n", cudaGetErrorName(cudaGetDeviceProperties(&properties, 0)));
  printf("set device 5: %s\n", cudaGetErrorName(cudaSetDevice(5)));
  printf("copy of kind 9: %s\n", cudaGetErrorName(cudaMemcpy(d, d, 4, (cudaMemcpyKind)9)));
  printf("malloc: %s\n", cudaGetErrorName(cudaMalloc(&d, 4)));
  return 0;
}
