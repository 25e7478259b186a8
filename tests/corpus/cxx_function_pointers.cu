// corpus: pointers to __device__ functions: calls through locals, parameters, arrays, struct fields, return values and device variables, pointers handed to the host and back
#include <cstdio>
typedef int (*BinOp)(int, int);
using UnOp = float (*)(float);
__device__ int add(int a, int b) { return a + b; }
__device__ int sub(int a, int b) { return a - b; }
__device__ int mul(int a, int b) { return a * b; }
__device__ float half(float x) { return x * 0.5f; }
__device__ float twice(float x) { return x * 2.0f; }
struct Pt { int x, y; };
__device__ Pt swap_pt(Pt p) { Pt r = {p.y, p.x}; return r; }
__device__ void bump(int& r) { r += 100; }
__device__ BinOp d_mul;
__device__ UnOp d_twice;
__global__ void setup(BinOp* out) {
  d_mul = mul;
  d_twice = &twice;
  out[0] = sub;
}
struct Op { const char* name; BinOp fn; };
__device__ int apply(BinOp f, int a, int b) { return f(a, b); }
__device__ BinOp pick(int i) { return i == 0 ? add : (i == 1 ? sub : mul); }
__global__ void k(int* o, BinOp from_host) {
  BinOp f = add;
  o[0] = f(3, 4);
  f = &sub;
  o[1] = f(3, 4);
  o[2] = (*f)(10, 4);
  BinOp table[3] = {add, sub, mul};
  int acc = 0;
  for (int i = 0; i < 3; i++) acc = acc * 100 + table[i](7, 2);
  o[3] = acc;
  o[4] = apply(mul, 6, 7);
  o[5] = pick(1)(20, 5);
  Op ops[2] = {{"add", add}, {"mul", mul}};
  o[6] = ops[1].fn(5, 5) + ops[0].fn(1, 1);
  UnOp u = half;
  o[7] = (int)(u(9.0f) * 10);
  o[8] = (int)d_twice(4.5f);
  o[9] = d_mul(8, 9);
  Pt (*s)(Pt) = swap_pt;
  Pt q = {1, 2};
  Pt r = s(q);
  o[10] = r.x * 10 + r.y;
  void (*b)(int&) = bump;
  int v = 5;
  b(v);
  o[11] = v;
  BinOp none = nullptr;
  o[12] = (none == nullptr) + 2 * (f != nullptr) + 4 * (f == table[1]);
  o[13] = from_host(50, 8);
}
int main() {
  int* o;
  cudaMallocManaged(&o, 14 * sizeof(int));
  BinOp* fns;
  cudaMallocManaged(&fns, sizeof(BinOp));
  setup<<<1, 1>>>(fns);
  cudaDeviceSynchronize();
  BinOp h_mul;
  cudaMemcpyFromSymbol(&h_mul, d_mul, sizeof(BinOp));
  k<<<1, 1>>>(o, fns[0]);
  cudaDeviceSynchronize();
  for (int i = 0; i < 14; i++) printf("%d ", o[i]);
  printf("\n");
  printf("%d\n", h_mul == fns[0]);
  cudaFree(fns);
  cudaFree(o);
  return 0;
}
