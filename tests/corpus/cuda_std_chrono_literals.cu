// FLAGS: -std=c++17
// libcu++'s chrono literals in device code (2h, 3min, 4s, 5ms, 7us, 8ns).
#include <cstdio>
#include <cuda/std/chrono>

__global__ void k() {
  using namespace cuda::std::literals::chrono_literals;
  auto lit = 2h + 3min + 4s + 5ms;
  printf("literal ms %lld us %lld ns %lld\n", (long long)lit.count(), (long long)(7us).count(), (long long)(8ns).count());
  using namespace cuda::std::chrono;
  printf("s %lld\n", (long long)duration_cast<seconds>(90min).count());
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
