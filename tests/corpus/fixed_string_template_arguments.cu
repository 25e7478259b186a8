// C++20: a template parameter of a class template's type (`template <FixedString S>`), its
// arguments deduced from the argument (a string literal makes `FixedString<4>`), in device
// functions. (A kernel template launched with one is built here too, but not by nvcc 13.0,
// whose host stubs fail to compile: measured.)
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

__global__ void tagged(int* out) {
  out[threadIdx.x] = code<"abc">() + threadIdx.x;
  out[2] = code<"hello">();
}

int main() {
  int* d;
  cudaMallocManaged(&d, 3 * sizeof(int));
  tagged<<<1, 2>>>(d);
  cudaDeviceSynchronize();
  printf("%d %d (host %d)\n", d[0], d[1], code<"abc">());
  printf("%d (host %d)\n", d[2], code<"hello">());
  cudaFree(d);
  return 0;
}
