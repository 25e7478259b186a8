// Static constexpr data members of floating and 64-bit types read in device code, a static
// constexpr member function as an array bound, inline namespaces, and member templates
// called through `.template` on a dependent object.
#include <cstdio>

struct Cfg {
  static constexpr float kF = 0.5f;
  static constexpr double kD = 0.25;
  static constexpr long long kBig = 1LL << 40;
  static constexpr int kI = 7;
  __host__ __device__ static constexpr int sq(int x) { return x * x; }
};

namespace outer {
inline namespace v2 {
__device__ int version() { return 2; }
}
namespace v1 {
__device__ int version() { return 1; }
}
}  // namespace outer

template <int N>
struct Scaler {
  template <int M>
  __device__ int mul() const { return N * M; }
};

template <class S>
__device__ int call_it(const S& s) { return s.template mul<3>(); }

__global__ void k(float* f, long long* l, int* o) {
  f[0] = Cfg::kF;
  f[1] = (float)Cfg::kD;
  f[2] = Cfg::kF * 4;
  l[0] = Cfg::kBig;
  int a[Cfg::sq(3)];
  for (int j = 0; j < Cfg::sq(3); j++) a[j] = j;
  o[0] = a[8] + (int)sizeof(a) / 4 + Cfg::kI;
  o[1] = outer::version() * 10 + outer::v1::version();
  o[2] = call_it(Scaler<5>());
}

int main() {
  float* f; long long* l; int* o;
  cudaMalloc(&f, 12); cudaMalloc(&l, 8); cudaMalloc(&o, 12);
  k<<<1, 1>>>(f, l, o);
  float hf[3]; long long hl; int ho[3];
  cudaMemcpy(hf, f, 12, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hl, l, 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(ho, o, 12, cudaMemcpyDeviceToHost);
  printf("members %g %g %g %lld\n", hf[0], hf[1], hf[2], hl);
  printf("array bound %d, versions %d, template call %d\n", ho[0], ho[1], ho[2]);
}
