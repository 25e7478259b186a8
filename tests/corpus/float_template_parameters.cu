// Floating-point non-type template parameters (C++20) in device code and kernels.
#include <cstdio>
#include <type_traits>

template <float S> __device__ float scale(float x) { return x * S; }

template <double D> struct Coef { static constexpr double value = D * 2; };
template <> struct Coef<0.5> { static constexpr double value = -1.0; };

template <class T, T V> struct Const { static constexpr T value = V; };

template <auto V> __device__ auto twice() { return V + V; }

template <float Lo = 0.25f, float Hi = 0.75f>
__device__ float clampf(float x) { return x < Lo ? Lo : (x > Hi ? Hi : x); }

template <float S, int N>
__global__ void kernel(float* out) {
  int i = threadIdx.x;
  float v = scale<S>(i) + scale<S * 2>(1.0f);
  v += (float)Coef<1.25>::value + (float)Coef<0.5>::value;
  v += Const<float, 0.125f>::value;
  v += (float)twice<1.5>();
  v += clampf(0.1f * i) + clampf<0.0f, 0.2f>(0.1f * i);
  out[i] = v + N;
  if (i == 0) printf("S=%g twice=%g same=%d\n", S, (double)twice<0.1f>(),
                     (int)std::is_same<Coef<1.0>, Coef<1.0>>::value);
}

int main() {
  float* d;
  cudaMalloc(&d, 8 * sizeof(float));
  kernel<1.5f, 3><<<1, 4>>>(d);
  kernel<-0.75f, 0><<<1, 4>>>(d + 4);
  float h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; i++) printf("%d %.6f\n", i, h[i]);
  cudaFree(d);
  return 0;
}
