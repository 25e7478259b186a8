// FLAGS: -std=c++17
// libcu++'s <cuda/std/bitset> in device code: construction from an integer and from a string,
// set/reset/flip/test, operator[] and its reference, count/all/any/none, shifts across words,
// the bitwise operators, comparisons, to_ulong/to_ullong, and a bitset copied back to the host.
#include <cstdio>
#include <cuda/std/bitset>

template <cuda::std::size_t N>
__device__ void show(const char *name, const cuda::std::bitset<N> &b) {
  printf("%s: ", name);
  for (cuda::std::size_t i = N; i-- > 0;) printf("%d", (int)b[i]);
  printf(" (count %d)\n", (int)b.count());
}

__global__ void k(cuda::std::bitset<100> *out) {
  cuda::std::bitset<8> a(0xA5u);
  show("a", a);
  cuda::std::bitset<8> trunc(0x1F0u);
  show("trunc", trunc);
  cuda::std::bitset<12> s("101100111000");
  show("string", s);
  cuda::std::bitset<6> partial("1101xx", 4);
  show("partial", partial);
  cuda::std::bitset<5> custom("..##.", 5, '.', '#');
  show("custom", custom);
  a.set(1).reset(0).flip(7);
  show("set/reset/flip", a);
  a[3] = true;
  a[6] = a[5];
  a[2].flip();
  show("reference", a);
  printf("test %d %d ~ref %d\n", (int)a.test(3), (int)a.test(4), (int)~a[3]);
  printf("all %d any %d none %d | %d %d %d\n", (int)a.all(), (int)a.any(), (int)a.none(),
         (int)cuda::std::bitset<8>(0xFF).all(), (int)cuda::std::bitset<8>().any(), (int)cuda::std::bitset<8>().none());
  cuda::std::bitset<8> x(0x3C), y(0x0F);
  show("and", x & y);
  show("or", x | y);
  show("xor", x ^ y);
  show("not", ~x);
  show("shl", x << 3);
  show("shr", x >> 3);
  printf("eq %d ne %d size %d\n", (int)(x == cuda::std::bitset<8>(0x3C)), (int)(x != y), (int)x.size());
  cuda::std::bitset<100> big;
  big.set(0).set(63).set(64).set(99);
  printf("big count %d\n", (int)big.count());
  cuda::std::bitset<100> moved = big << 1;
  printf("shl1 %d %d %d %d %d count %d\n", (int)moved[1], (int)moved[63], (int)moved[64], (int)moved[65], (int)moved[99],
         (int)moved.count());
  moved = big >> 36;
  printf("shr36 %d %d %d count %d\n", (int)moved[27], (int)moved[28], (int)moved[63], (int)moved.count());
  moved = big << 70;
  printf("shl70 %d count %d\n", (int)moved[70], (int)moved.count());
  cuda::std::bitset<100> all_set;
  all_set.set();
  printf("all_set count %d all %d flip count %d\n", (int)all_set.count(), (int)all_set.all(), (int)all_set.flip().count());
  printf("to_ulong %lu to_ullong %llu\n", cuda::std::bitset<40>(0xFFFFFFFFFFull).to_ulong(),
         cuda::std::bitset<64>(0x8000000000000001ull).to_ullong());
  *out = big;
}

int main() {
  cuda::std::bitset<100> *out;
  cudaMallocManaged(&out, sizeof(*out));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("host: count %d bit 99 %d sizeof %d sizeof<8> %d\n", (int)out->count(), (int)(*out)[99], (int)sizeof(*out),
         (int)sizeof(cuda::std::bitset<8>));
  return 0;
}
