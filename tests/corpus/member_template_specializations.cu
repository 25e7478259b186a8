// Explicit specializations of member function templates written outside their class: of a
// class template's static member template (`template <> template <>`), of a non-static one,
// and of a plain class's; called qualified, on objects, with deduced and written arguments.
#include <cstdio>

template <typename T>
struct Codec {
  template <typename U>
  __host__ __device__ static int width(U) { return 1; }
  template <typename U>
  __host__ __device__ int tag(U) const { return 10; }
};
template <>
template <>
__host__ __device__ int Codec<int>::width<char>(char) { return 4; }
template <>
template <>
__host__ __device__ int Codec<int>::tag<double>(double) const { return 40; }

struct Plain {
  template <typename U>
  __host__ __device__ int size(U) const { return 100; }
};
template <>
__host__ __device__ int Plain::size<float>(float) const { return 400; }

__global__ void probe(int* out) {
  out[0] = Codec<int>::width('c');
  out[1] = Codec<int>::width<char>('c');
  out[2] = Codec<int>::width(1);
  out[3] = Codec<long>::width('c');
  Codec<int> ci;
  Codec<long> cl;
  out[4] = ci.tag(1.0);
  out[5] = ci.tag(1.0f);
  out[6] = cl.tag(1.0);
  Plain p;
  out[7] = p.size(1.0f) + p.size(1);
}

int main() {
  int out[8], *d;
  cudaMalloc(&d, sizeof out);
  probe<<<1, 1>>>(d);
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  printf("device:");
  for (int v : out) printf(" %d", v);
  Codec<int> ci;
  Plain p;
  printf("\nhost: %d %d %d %d\n", Codec<int>::width('c'), Codec<long>::width('c'), ci.tag(1.0),
         p.size(1.0f));
  return 0;
}
