// A nested class's member functions see the enclosing classes' static members, enumerators
// and static member functions by their plain names, in class templates too.
#include <cstdio>

struct Grid {
  static constexpr int width = 5;
  enum { border = 3 };
  __host__ __device__ static int origin() { return 7; }
  struct Cell {
    int index;
    __host__ __device__ int offset() const { return index * width + border + origin(); }
    struct Corner {
      __host__ __device__ int at() const { return width * width + origin(); }
    };
  };
};

template <class T> struct Tiles {
  static constexpr int size = 2;
  __device__ static T scale() { return T(3); }
  struct Tile {
    T v;
    __device__ T area() const { return v * size * scale(); }
  };
};

__global__ void run(int* out) {
  out[0] = Grid::Cell{4}.offset();
  out[1] = Grid::Cell::Corner{}.at();
  out[2] = Tiles<int>::Tile{5}.area();
}

int main() {
  int* d;
  cudaMalloc(&d, 3 * sizeof(int));
  run<<<1, 1>>>(d);
  int h[3];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], h[2]);
  cudaFree(d);
  return 0;
}
