// Member functions of a constant aggregate called in constant expressions: a template
// argument, a shared array's bound, a static assertion and a constexpr local, each computed
// from the object's members (built with --expt-relaxed-constexpr, as nvcc needs it for the
// host's constexpr functions in device code).
#include <cstdio>

struct Tiling {
  int tile;
  int warps;
  constexpr int threads() const { return warps * 32; }
  constexpr int area() const { return tile * tile; }
  constexpr int padded(int pad) const { return (tile + pad) * tile; }
};

struct Plan {
  Tiling inner;
  int depth;
};

constexpr Tiling kTiling{16, 2};
constexpr Plan kPlan{{8, 1}, 3};

template <int N> struct Slots { int v[N]; };

__global__ void useTiling(int* out) {
  Slots<kTiling.threads()> slots;
  static_assert(kTiling.area() == 256, "area");
  static_assert(kPlan.inner.threads() == 32, "inner threads");
  __shared__ int tile[kTiling.padded(1)];
  constexpr int threads = kTiling.threads();
  constexpr int extra = kPlan.inner.area() + kPlan.depth;
  tile[threadIdx.x] = threads;
  slots.v[threadIdx.x] = extra;
  __syncthreads();
  if (threadIdx.x == 0)
    *out = int(sizeof(slots) / sizeof(int)) * 100000 + int(sizeof(tile) / sizeof(int)) * 100 +
           tile[1] + slots.v[0];
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  useTiling<<<1, kTiling.threads()>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  return 0;
}
