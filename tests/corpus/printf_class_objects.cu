// Class objects given to device printf: their bytes go into the argument buffer, at an offset
// aligned to 8, as words (8 bytes each for a class aligned to 8, else 4), which the conversions
// then read one by one. (After an odd number of 4-byte arguments, the 4 bytes the alignment
// skips hold whatever the GPU's buffer held: not printed here.)
#include <cstdio>
struct One { int a; };
struct Two { int a; int b; };
struct Wide { long long x; };
struct Mixed { int a; double d; };
struct Floats { float x, y; };
struct Shorts { short s, t; };
__global__ void k() {
  One o{7};
  Two t{1, 2};
  Wide w{1234567890123LL};
  Mixed m{5, 2.5};
  Floats f{1.5f, 2.5f};
  Shorts s{3, 4};
  printf("one %d\n", o);
  printf("two %d %d\n", t);
  printf("two then int %d %d %d\n", t, 9);
  printf("wide %lld\n", w);
  printf("mixed %d %f\n", m);
  printf("two ints then two %d %d %d %d\n", 8, 9, t);
  printf("shorts %d\n", s);
  printf("two as hex %x %x\n", t);
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); return 0; }
