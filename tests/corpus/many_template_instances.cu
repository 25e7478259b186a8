// Many instances of kernel templates, each first launched after the one before has run (as a
// benchmark sweeping unroll factors and operand types does): each instance is compiled once,
// the instances made before it kept as they are, and all share the module's variables.
#include <cstdio>

__device__ unsigned long long launches;

template <class T, int Unroll> __global__ void fill(T* out, T value, int n) {
  int i = blockIdx.x * blockDim.x * Unroll + threadIdx.x;
#pragma unroll
  for (int j = 0; j < Unroll; ++j, i += blockDim.x)
    if (i < n) out[i] = value + T(j);
  if (blockIdx.x == 0 && threadIdx.x == 0) atomicAdd(&launches, 1ull);
}

template <class T, int Unroll> long long sweep(T* d, T* h, int n) {
  int blocks = (n + 64 * Unroll - 1) / (64 * Unroll);
  fill<T, Unroll><<<blocks, 64>>>(d, T(Unroll), n);
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += (long long)h[i];
  return sum;
}

template <class T, int... Unrolls> void row(const char* name, int n) {
  T *d, *h = new T[n];
  cudaMalloc(&d, n * sizeof(T));
  printf("%-6s", name);
  long long sums[] = {sweep<T, Unrolls>(d, h, n)...};
  for (long long s : sums) printf(" %lld", s);
  printf("\n");
  cudaFree(d);
  delete[] h;
}

int main() {
  const int n = 1000;
  row<char, 1, 2, 3, 4, 5, 6, 7, 8>("char", n);
  row<short, 1, 2, 3, 4, 5, 6, 7, 8>("short", n);
  row<int, 1, 2, 3, 4, 5, 6, 7, 8>("int", n);
  row<long long, 1, 2, 3, 4, 5, 6, 7, 8>("long", n);
  row<float, 1, 2, 3, 4, 5, 6, 7, 8>("float", n);
  unsigned long long count = 0;
  cudaMemcpyFromSymbol(&count, launches, sizeof(count));
  printf("launches %llu\n", count);
  return 0;
}
