// Lambdas capturing structured bindings (C++20): by copy, a binding to a bit-field captures
// the field's value; bindings to ordinary members are captured by copy or by reference,
// explicitly or by a default capture.
#include <cstdio>

struct Flags {
  unsigned mode : 3;
  int offset : 6;
  int weight;
};

__global__ void apply(const Flags* in, int* out) {
  auto [mode, offset, weight] = in[threadIdx.x];
  auto copied = [=] { return (int)mode * 1000 + offset * 10 + weight; };
  auto named = [mode, offset] { return (int)mode - offset; };
  auto scale = [&weight](int k) { weight *= k; };
  scale(3);
  auto later = [&] { return weight; };
  weight += 1;
  out[3 * threadIdx.x + 0] = copied();
  out[3 * threadIdx.x + 1] = named();
  out[3 * threadIdx.x + 2] = later();
}

int main() {
  Flags h[2] = {{5, -7, 4}, {2, 31, -1}};
  Flags* d;
  int* out;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&out, 6 * sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  apply<<<1, 2>>>(d, out);
  int r[6];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 2; ++i) printf("%d %d %d\n", r[3 * i], r[3 * i + 1], r[3 * i + 2]);
  cudaFree(d);
  cudaFree(out);
  return 0;
}
