// Host memory the program allocated itself, page-locked and mapped with cudaHostRegister: a
// kernel reads and writes it through the pointer cudaHostGetDevicePointer gives, and copies
// treat it as pinned; after cudaHostUnregister it is ordinary host memory again.
#include <cstdio>
#include <cstdlib>

__global__ void scale(float* p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}

__global__ void sum(const int* p, int n, int* out) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  *out = s;
}

static int table[100];

int main() {
  const int n = 4096;
  float* buf = (float*)aligned_alloc(4096, n * sizeof(float));
  for (int i = 0; i < n; i++) buf[i] = (float)i;
  printf("register: %s\n", cudaGetErrorString(cudaHostRegister(buf, n * sizeof(float), cudaHostRegisterMapped)));
  printf("register again: %s\n", cudaGetErrorName(cudaHostRegister(buf, n * sizeof(float), cudaHostRegisterMapped)));
  float* dbuf = nullptr;
  printf("device pointer: %s\n", cudaGetErrorString(cudaHostGetDevicePointer((void**)&dbuf, buf, 0)));
  scale<<<(n + 255) / 256, 256>>>(dbuf, n, 0.5f);
  printf("kernel: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  printf("buf[10]=%g buf[4095]=%g\n", buf[10], buf[4095]);

  for (int i = 0; i < 100; i++) table[i] = i;
  cudaHostRegister(table, sizeof table, cudaHostRegisterDefault);
  int* dtable;
  cudaHostGetDevicePointer((void**)&dtable, table, 0);
  int *dout, total = 0;
  cudaMalloc(&dout, sizeof(int));
  sum<<<1, 1>>>(dtable, 100, dout);
  cudaMemcpy(&total, dout, sizeof(int), cudaMemcpyDeviceToHost);
  printf("sum of the registered table: %d\n", total);

  printf("unregister: %s\n", cudaGetErrorString(cudaHostUnregister(buf)));
  printf("unregister again: %s\n", cudaGetErrorName(cudaHostUnregister(buf)));
  cudaHostUnregister(table);
  free(buf);
  return 0;
}
