// Static data member templates: named with their class (`Lim::sq<5>`, `Box<int>::scaled<7>`,
// `Box<int>::template scaled<3>`), unqualified in member functions and in the class's own
// constants and array bounds, in constant expressions (array bounds, template arguments,
// `static_assert`), of class templates whose parameters their initializers use.
#include <cstdio>

template <int V> struct IC { static constexpr int value = V; };

struct Lim {
  template <typename T> static constexpr T zero = T(0);
  template <int N> static constexpr int sq = N * N;
  template <typename T> static constexpr int bits = sizeof(T) * 8;
  static constexpr int nine = sq<3>;
  int cells[sq<2>];
  __device__ int use() const { return sq<3> + bits<short>; }
};

template <typename T> struct Box {
  static constexpr int base = 10;
  template <int K> static constexpr T scaled = T(K) * 2 + base;
  __device__ T get() const { return scaled<4>; }
};

struct Derived : Lim {};

static_assert(Lim::sq<4> == 16, "sq");

__global__ void kernel(int* out) {
  int arr[Lim::sq<2>];
  out[0] = Lim::sq<5>;
  out[1] = (int)Lim::zero<float>;
  out[2] = Box<int>::scaled<7>;
  out[3] = Box<int>::template scaled<3>;
  out[4] = sizeof(arr) / sizeof(int);
  out[5] = IC<Lim::bits<double>>::value;
  out[6] = Lim().use();
  out[7] = Box<int>().get();
  out[8] = (int)(Box<float>::scaled<1> * 10);
  out[9] = Lim::nine;
  out[10] = sizeof(Lim) / sizeof(int);
  out[11] = Derived::sq<7>;
}

int main() {
  int* d;
  cudaMallocManaged(&d, 12 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  for (int i = 0; i < 12; ++i) printf("%d%c", d[i], i == 11 ? '\n' : ' ');
  printf("host %d %d\n", Lim::sq<6>, Box<int>::scaled<5>);
  cudaFree(d);
  return 0;
}
