// C++20: a template parameter of a class template's type (`template <FixedString S>`), its
// arguments deduced from the argument (a string literal makes `FixedString<4>`), in device
// functions and in a kernel template launched with one.
#include <cstdio>

template <unsigned N> struct FixedString {
  char s[N];
  __host__ __device__ constexpr FixedString(const char (&x)[N]) {
    for (unsigned i = 0; i < N; i++) s[i] = x[i];
  }
  __host__ __device__ constexpr unsigned size() const { return N - 1; }
};

template <FixedString S> __host__ __device__ int code() {
  int h = 0;
  for (unsigned i = 0; i < S.size(); i++) h = h * 31 + S.s[i];
  return h * 10 + (int)S.size();
}

template <FixedString Name> __global__ void tagged(int* out) { out[threadIdx.x] = code<Name>() + threadIdx.x; }

int main() {
  int* d;
  cudaMallocManaged(&d, 2 * sizeof(int));
  tagged<"abc"><<<1, 2>>>(d);
  cudaDeviceSynchronize();
  printf("%d %d (host %d)\n", d[0], d[1], code<"abc">());
  tagged<"hello"><<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("%d (host %d)\n", d[0], code<"hello">());
  cudaFree(d);
  return 0;
}
