// The names of a structured binding are lvalues whatever reference `get` gives them:
// `auto&& [a, b] = std::move(t);` binds the tuple's elements, and assigning a name assigns
// the element.
#include <cstdio>
#include <tuple>
#include <utility>

__host__ __device__ int run() {
  auto t = std::make_tuple(1, 2);
  auto&& [a, b] = std::move(t);
  a = 10;
  b += 5;
  std::pair<int, float> p{3, 0.5f};
  auto&& [i, f] = std::move(p);
  i *= 4;
  f += 1.0f;
  auto& [c, d] = t;
  ++c;
  return std::get<0>(t) * 100000 + std::get<1>(t) * 1000 + p.first * 10 + (int)(p.second * 2) +
         d;
}

__global__ void kernel(int* o) { o[0] = run(); }

int main() {
  int* d;
  cudaMallocManaged(&d, sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", d[0], run());
  cudaFree(d);
  return 0;
}
