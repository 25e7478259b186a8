// Member functions of constant objects called in constant expressions: a template argument,
// a shared array's bound, a static assertion and constexpr locals (integer and float), each
// computed from the object's members, of aggregates and of objects a constexpr constructor
// makes (built with --expt-relaxed-constexpr, as nvcc needs it for the host's constexpr
// functions in device code); members of such objects read in device code where no constant
// is needed are their values too.
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

struct Extent {
  int x, y;
  float scale = 0.5f;
  constexpr Extent(int a, int b) : x(a), y(b * 2) {}
  constexpr int area() const { return x * y; }
};
struct Range {
  int lo, hi;
  constexpr Range(int v) : lo(-v), hi(v) {}
};
constexpr Extent kExtent(4, 8);
constexpr Extent kSmall = Extent(3, 1);
constexpr Range kRange(5);

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

__global__ void useExtent(float* out) {
  Slots<kExtent.area()> slots;
  static_assert(kExtent.y == 16, "y");
  static_assert(kSmall.area() == 6, "small");
  static_assert(kRange.lo == -5, "lo");
  __shared__ float buf[kExtent.x + kRange.hi];
  constexpr float scaled = kExtent.scale * 3;
  buf[threadIdx.x] = scaled;
  slots.v[0] = int(sizeof(slots) / sizeof(int));
  out[0] = slots.v[0];
  out[1] = buf[0];
  out[2] = sizeof(buf) / sizeof(float);
  // Members of the host's constant objects read where no constant is needed.
  out[3] = kPlan.depth * threadIdx.x + kExtent.scale + kRange.lo;
}

int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  useTiling<<<1, kTiling.threads()>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  float *f, r[4];
  cudaMalloc(&f, sizeof(r));
  useExtent<<<1, 1>>>(f);
  cudaMemcpy(r, f, sizeof(r), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
  return 0;
}
