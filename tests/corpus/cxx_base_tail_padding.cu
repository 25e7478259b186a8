// corpus: derived classes laid out as GCC and NVCC lay them out: fields in the tail padding of a base that is not a POD, copies into a base subobject that keep them
#include <cstdio>
struct B1 { int a; char c; __device__ __host__ B1() : a(1), c(2) {} };
struct D1 : B1 { char d; };
struct B2 { int a; char c; };
struct D2 : B2 { char d; };
struct B4 { int a = 1; char c; };
struct D4 : B4 { char d; };
struct B5 : B2 { };
struct D5 : B5 { char d; };
struct M { B1 m; char e; };
struct DM : M { char x; };
struct W : D1 { short w; };
__global__ void k(int* o, D1* shared) {
  o[0] = sizeof(D1); o[1] = sizeof(D2); o[2] = sizeof(D4); o[3] = sizeof(D5); o[4] = sizeof(M); o[5] = sizeof(DM); o[6] = sizeof(W);
  D1 d; d.d = 9;
  o[7] = (int)((char*)&d.d - (char*)&d);
  B1& base = d;
  B1 fresh;
  fresh.a = 40;
  base = fresh;
  o[8] = d.a * 100 + d.c * 10 + d.d;
  W w; w.d = 3; w.w = 700;
  o[9] = (int)((char*)&w.w - (char*)&w) * 1000 + w.w + w.d;
  shared->a = 5; shared->c = 6; shared->d = 7;
}
int main() {
  int* o;
  D1* s;
  cudaMallocManaged(&o, 10 * sizeof(int));
  cudaMallocManaged(&s, sizeof(D1));
  k<<<1, 1>>>(o, s);
  cudaDeviceSynchronize();
  for (int i = 0; i < 10; i++) printf("%d ", o[i]);
  printf("| %d %d %d\n", s->a, s->c, s->d);
  cudaFree(s);
  cudaFree(o);
  return 0;
}
