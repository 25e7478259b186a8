// A __device__ or __constant__ variable of class type written without an initializer is
// default-initialized as C++ says, at compile time: default member initializers, a constexpr
// default constructor (its member initializers, or a body that computes a table); `{}` runs
// the constructor too. A function-scope static of such a class as well.
#include <cstdio>

struct Defaults {
  int x = 4;
  float scale = 0.5f;
};
struct Made {
  int y;
  constexpr Made() : y(6) {}
};
struct Pair {
  int t[2];
  constexpr Pair() : t{7, 8} {}
};
struct Squares {
  unsigned table[8];
  constexpr Squares() : table{} {
    for (unsigned i = 0; i < 8; i++) table[i] = i * i + 1;
  }
};

__device__ Defaults defaults;
__device__ Made made;
__constant__ Made braced{};
__device__ Pair pair;
__constant__ Squares squares;

__device__ int counted() {
  static Defaults local;
  return local.x++;
}

__global__ void read(int* out) {
  out[0] = defaults.x;
  out[1] = (int)(defaults.scale * 10);
  out[2] = made.y;
  out[3] = braced.y;
  out[4] = pair.t[0] * 10 + pair.t[1];
  out[5] = squares.table[7];
  out[6] = counted();
  out[7] = counted();
}

int main() {
  int* d;
  cudaMalloc(&d, 8 * sizeof(int));
  read<<<1, 1>>>(d);
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; i++) printf("%d%c", h[i], i == 7 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
