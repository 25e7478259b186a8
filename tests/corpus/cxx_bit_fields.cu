// corpus: bit-fields: packing as GCC lays them out, signed and unsigned reads and writes, zero-width and unnamed fields, unions, initializers, structs shared with the host
#include <cstdio>
struct Flags { unsigned a : 3; unsigned b : 5; int c : 4; unsigned char d : 2; bool e : 1; };
struct Mixed { char tag; int x : 20; int y : 12; short s : 5; unsigned : 0; unsigned z : 7; long long big : 40; };
struct Packet { unsigned short kind : 4, len : 12; unsigned char crc; };
union Word { unsigned raw; struct { unsigned lo : 16, hi : 16; } parts; };
struct WithInit { unsigned mode : 2; unsigned level : 6; __device__ WithInit() : mode(2), level(33) {} };
__device__ Packet g_packet = {9, 1000, 0x5a};
__global__ void k(unsigned* o) {
  Flags f = {5, 17, -3, 2, true};
  o[0] = f.a; o[1] = f.b; o[2] = (unsigned)(f.c + 100); o[3] = f.d; o[4] = f.e;
  f.a = 9; f.b += 20; f.c = 7; f.c--; f.d = f.d + 1; f.e = false;
  o[5] = f.a; o[6] = f.b; o[7] = (unsigned)f.c; o[8] = f.d; o[9] = f.e;
  o[10] = f.a + f.b * 10 + (unsigned)f.c * 1000;
  Mixed m; m.tag = 1; m.x = -5000; m.y = 2047; m.s = -16; m.z = 100; m.big = -123456789012LL;
  o[11] = (unsigned)(m.x + 10000); o[12] = m.y; o[13] = (unsigned)(m.s + 100); o[14] = m.z; o[15] = (unsigned)((m.big + 200000000000LL) / 1000);
  o[16] = sizeof(Flags); o[17] = sizeof(Mixed); o[18] = sizeof(Packet); o[19] = sizeof(Word);
  Packet p = g_packet; o[20] = p.kind; o[21] = p.len; o[22] = p.crc;
  Word w; w.raw = 0x12345678u; o[23] = w.parts.hi; o[24] = w.parts.lo; w.parts.hi = 0xbeef; o[25] = w.raw;
  WithInit wi; o[26] = wi.mode * 100 + wi.level;
  o[27] = alignof(Mixed);
}
__global__ void exchange(Packet in, Mixed* out, unsigned* o) {
  o[0] = in.kind;
  o[1] = in.len;
  o[2] = in.crc;
  out->tag = 7;
  out->x = -70000;
  out->y = -1;
  out->s = 15;
  out->z = 3;
  out->big = 549755813887LL;
}
int main() {
  unsigned* o;
  cudaMallocManaged(&o, 28 * sizeof(unsigned));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 28; i++) printf("%u ", o[i]);
  printf("\n");
  Packet p;
  p.kind = 3;
  p.len = 77;
  p.crc = 9;
  Mixed* m;
  cudaMallocManaged(&m, sizeof(Mixed));
  exchange<<<1, 1>>>(p, m, o);
  cudaDeviceSynchronize();
  printf("%u %u %u | %d %d %d %d %u %lld\n", o[0], o[1], o[2], m->tag, m->x, m->y, m->s, m->z, m->big);
  cudaFree(m);
  cudaFree(o);
  return 0;
}
