// Using-declarations of device-only functions and function templates, at namespace scope, in
// another namespace and in a kernel: host code keeps them declared (as nvcc does), so the host
// compiler accepts the declarations it sees.
#include <cstdio>

namespace geometry {
__device__ float dot2(float x, float y) { return x * x + y * y; }
template <typename T>
__device__ T clamp_to(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }
namespace detail {
__device__ int twice(int x) { return 2 * x; }
}
}  // namespace geometry

using geometry::dot2;
using ::geometry::detail::twice;

namespace shading {
using geometry::clamp_to;
__device__ float shade(float x, float y) { return clamp_to(dot2(x, y), 0.0f, 10.0f); }
}  // namespace shading

__global__ void kernel(const float* xs, float* out, int* doubled, int n) {
  using geometry::detail::twice;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = shading::shade(xs[i], 1.5f);
    doubled[i] = twice(i) + shading::clamp_to(i, 2, 5);
  }
}

int main() {
  const int n = 8;
  float xs[n], out[n];
  int doubled[n];
  for (int i = 0; i < n; ++i) xs[i] = 0.5f * i;
  float *d_xs, *d_out;
  int* d_doubled;
  cudaMalloc(&d_xs, sizeof xs);
  cudaMalloc(&d_out, sizeof out);
  cudaMalloc(&d_doubled, sizeof doubled);
  cudaMemcpy(d_xs, xs, sizeof xs, cudaMemcpyHostToDevice);
  kernel<<<1, 32>>>(d_xs, d_out, d_doubled, n);
  cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(doubled, d_doubled, sizeof doubled, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d: shade %.2f doubled %d\n", i, out[i], doubled[i]);
  return 0;
}
