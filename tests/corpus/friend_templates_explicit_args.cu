// C++20: a friend function template defined in its class (a "hidden friend", found only by
// argument-dependent lookup) called with explicit template arguments, `as<float>(v)`, where
// ordinary lookup finds no template of the name.
#include <cstdio>

namespace units {
struct Meters {
  int mm;
  template <class T> friend __host__ __device__ T as(Meters m) { return T(m.mm) / T(1000); }
};

template <int Scale> struct Fixed {
  int raw;
  template <int Shift> friend __device__ int shifted(Fixed f) { return (f.raw * Scale) >> Shift; }
  template <class T, int N = 2> friend __device__ T repeat(Fixed f) { return T(f.raw) * N; }
};
}  // namespace units

__global__ void convert(const int* in, float* f, int* i) {
  units::Meters m{in[threadIdx.x]};
  units::Fixed<3> x{in[threadIdx.x]};
  f[threadIdx.x] = as<float>(m);
  i[3 * threadIdx.x + 0] = as<int>(m);
  i[3 * threadIdx.x + 1] = shifted<2>(x);
  i[3 * threadIdx.x + 2] = repeat<int>(x) + repeat<int, 5>(x);
}

int main() {
  int h[2] = {1500, 250};
  int *d_in, *d_i;
  float* d_f;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_f, 2 * sizeof(float));
  cudaMalloc(&d_i, 6 * sizeof(int));
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  convert<<<1, 2>>>(d_in, d_f, d_i);
  float f[2];
  int r[6];
  cudaMemcpy(f, d_f, sizeof f, cudaMemcpyDeviceToHost);
  cudaMemcpy(r, d_i, sizeof r, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 2; ++k) printf("%g %d %d %d\n", f[k], r[3 * k], r[3 * k + 1], r[3 * k + 2]);
  printf("host: %g\n", as<double>(units::Meters{2500}));
  cudaFree(d_in);
  cudaFree(d_f);
  cudaFree(d_i);
  return 0;
}
