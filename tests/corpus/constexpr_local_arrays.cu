// Elements of `constexpr` local arrays, and members of `constexpr` local objects, are
// constants: template arguments, array bounds, `static_assert`s and `if constexpr`.
#include <cstdio>

template <int N> struct Arr { int v[N]; };
struct S { int a; };
struct Q {
  int b[2];
  constexpr int get() const { return b[1] * 3; }
};

__host__ __device__ int squares() {
  constexpr int sq[4] = {0, 1, 4, 9};
  Arr<sq[3]> ar{};
  int local[sq[2]];
  static_assert(sq[1] == 1, "sq");
  if constexpr (sq[3] > 5) {
    return sizeof(ar) + sizeof(local);
  } else {
    return -1;
  }
}

__host__ __device__ int members() {
  constexpr S s{5};
  constexpr Q q{{1, 4}};
  constexpr S table[2][2] = {{{1}, {2}}, {{3}, {4}}};
  Arr<s.a> a{};
  Arr<q.get()> b{};
  Arr<table[1][0].a> c{};
  return sizeof(a) * 10000 + sizeof(b) * 100 + sizeof(c);
}

__global__ void kernel(int* o) {
  o[0] = squares();
  o[1] = members();
}

int main() {
  int* d;
  cudaMallocManaged(&d, 2 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  printf("%d %d (host %d %d)\n", d[0], d[1], squares(), members());
  cudaFree(d);
  return 0;
}
