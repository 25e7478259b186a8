// Explicit specializations of a kernel template replace it for their arguments, launched
// directly, through a host function template, and with a default template argument.
#include <cstdint>
#include <cstdio>

template <typename T, int K = 2>
__global__ void power(const T* in, T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    T r = 1;
    for (int j = 0; j < K; ++j) r = r * in[i];
    out[i] = r;
  }
}

template <>
__global__ void power<uint8_t, 3>(const uint8_t* in, uint8_t* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (uint8_t)(in[i] ^ 0x5A);
}

template <>
__global__ void power<int, 3>(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = -in[i];
}

template <typename T, int K>
long long run(int n) {
  T *in, *out;
  cudaMalloc(&in, n * sizeof(T));
  cudaMalloc(&out, n * sizeof(T));
  T* h = new T[n];
  for (int i = 0; i < n; ++i) h[i] = (T)(i % 13 + 1);
  cudaMemcpy(in, h, n * sizeof(T), cudaMemcpyHostToDevice);
  power<T, K><<<(n + 63) / 64, 64>>>(in, out, n);
  cudaMemcpy(h, out, n * sizeof(T), cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += (long long)h[i] * (i % 7 + 1);
  delete[] h;
  cudaFree(in);
  cudaFree(out);
  return sum;
}

int main() {
  printf("uint8_t, 3 (specialized): %lld\n", run<uint8_t, 3>(100));
  printf("uint8_t, 2: %lld\n", run<uint8_t, 2>(100));
  printf("int, 3 (specialized): %lld\n", run<int, 3>(100));
  printf("int, 4: %lld\n", run<int, 4>(100));
  printf("unsigned char, 3 (specialized): %lld\n", run<unsigned char, 3>(50));
  int *in, *out;
  cudaMalloc(&in, 4 * sizeof(int));
  cudaMalloc(&out, 4 * sizeof(int));
  int h[4] = {1, 2, 3, 4};
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  power<int><<<1, 4>>>(in, out, 4);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("int (default 2): %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
