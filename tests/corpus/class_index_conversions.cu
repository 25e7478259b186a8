// A class object converted to an integer by its conversion function serves as an array index
// and as a switch's condition.
#include <cstdio>

struct Index {
  int v;
  __host__ __device__ operator int() const { return v; }
};

__host__ __device__ int pick(Index a) {
  int table[4] = {0, 10, 20, 30};
  int r = table[a];
  switch (a) {
    case 2: r += 100; break;
    default: r += 1;
  }
  return r;
}

__global__ void run(int* out) {
  out[0] = pick(Index{2});
  out[1] = pick(Index{3});
}

int main() {
  int* d;
  cudaMalloc(&d, 2 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d %d, host %d %d\n", h[0], h[1], pick(Index{2}), pick(Index{3}));
  cudaFree(d);
  return 0;
}
