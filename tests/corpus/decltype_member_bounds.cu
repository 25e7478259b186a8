// Array bounds naming a member of a local's decltype (`int buf[decltype(cfg)::N]`), alone and
// in arithmetic, for local and shared arrays.
#include <cstdio>

struct Cfg {
  static constexpr int N = 4;
  static constexpr int Pad = 1;
  int x;
};

__global__ void bounds(int* out) {
  Cfg cfg{};
  int squares[decltype(cfg)::N];
  float wide[decltype(cfg)::N * 2 + decltype(cfg)::Pad];
  __shared__ int tile[decltype(cfg)::N * 8];
  for (int i = 0; i < decltype(cfg)::N; ++i) squares[i] = i * i;
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    *out = squares[3] * 10000 + int(sizeof(wide)) * 100 + int(sizeof(tile) / sizeof(int)) +
           tile[31];
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  bounds<<<1, 32>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  return 0;
}
