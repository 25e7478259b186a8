// corpus: storage sized by constexpr functions, as hand-written variant and small-vector
// classes compute it: a variadic function template called with a class's pack (`max_size<Ts...>()`),
// a constexpr function reading a local array sized by its initializer, and `alignas(Ts...)`.
#include <cstdio>
#include <cstddef>

template <class... Ts>
constexpr std::size_t count() {
  return sizeof...(Ts);
}

template <class... Ts>
constexpr std::size_t max_size() {
  std::size_t sizes[] = {sizeof(Ts)...};
  std::size_t best = 0;
  for (std::size_t i = 0; i < sizeof...(Ts); ++i) best = sizes[i] > best ? sizes[i] : best;
  return best;
}

constexpr std::size_t second_of_table() {
  std::size_t table[] = {4, 8, 16};
  return table[1];
}

template <class... Ts>
struct variant_storage {
  alignas(Ts...) unsigned char bytes[max_size<Ts...>()];
  unsigned char tags[count<Ts...>()];
};

struct fixed {
  unsigned char bytes[second_of_table()];
};

__global__ void sizes(int* out) {
  out[0] = sizeof(variant_storage<char, double, short>);
  out[1] = sizeof(variant_storage<int, char>);
  out[2] = sizeof(fixed);
  variant_storage<float, int> v;
  v.bytes[0] = 7;
  v.tags[1] = 3;
  out[3] = v.bytes[0] + v.tags[1] + (int)sizeof(v.tags);
  out[4] = alignof(variant_storage<char, double, short>) * 10 + alignof(variant_storage<char, short>);
}

int main() {
  int* out;
  cudaMallocManaged(&out, 5 * sizeof(int));
  sizes<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%d %d %d %d %d\n", out[0], out[1], out[2], out[3], out[4]);
  printf("%d %d %d\n", (int)sizeof(variant_storage<char, double, short>),
         (int)sizeof(variant_storage<int, char>), (int)sizeof(fixed));
  return 0;
}
