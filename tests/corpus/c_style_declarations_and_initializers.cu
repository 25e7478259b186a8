// corpus: C-style device code: members declared `enum E`, GNU keyword spellings, `restrict` as a name, NULL as wide as a pointer, braced packed structs, an address kept in a device integer
#include <cstdio>
#include <cstddef>
#include <cstdint>

enum Color { RED, GREEN, BLUE };
typedef enum Color ColorT;

struct Tagged {
  enum Color color;
  enum Color bits : 2;
  ColorT alias : 2;
  enum Color many[2];
};

struct __attribute__((packed)) Packed {
  char c;
  int i;
  double d;
};

__device__ int table[4] = {10, 20, 30, 40};
__device__ uintptr_t second = (uintptr_t)&table[1];
__device__ unsigned long long third = (unsigned long long)(table + 2);

__global__ void k(int* out, int s) {
  struct Tagged t;
  t.color = BLUE;
  t.bits = GREEN;
  t.alias = BLUE;
  t.many[1] = RED;
  out[0] = t.color * 100 + t.bits * 10 + t.alias + t.many[1];
  __const int a = 1;
  __volatile__ int b = 2;
  int __attribute((unused)) c = 3;
  int restrict = s;
  out[1] = a + b * 10 + restrict * 100;
  out[2] = (int)sizeof(NULL);
  struct Packed p = {'p', 9, 2.5};
  struct Packed ps[2] = {{'a', 1, 0.5}, {'b', 2, 1.5}};
  out[3] = p.i * 100 + ps[1].i * 10 + (int)(ps[0].d + ps[1].d);
  out[4] = *(int*)second + *(int*)third;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 5 * sizeof(int));
  k<<<1, 1>>>(out, 4);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s: %d %d %d %d %d\n", cudaGetErrorString(e), out[0], out[1], out[2], out[3], out[4]);
  cudaFree(out);
  return 0;
}
