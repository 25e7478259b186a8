// Fold expressions over every operator C++ folds: arithmetic, bitwise, shifts, comparisons,
// logical, comma, assignments (`(t = ... = 7)`, `(x += ... += t)`) and pointers to members
// (`(p .* ... .* m)`), unary and binary, left and right, over empty packs where C++ gives
// them a value.
#include <cstdio>

template <class... T> __host__ __device__ int sum(T... t) { return (t + ... + 0); }
template <class... T> __host__ __device__ int diff_left(T... t) { return (... - t); }
template <class... T> __host__ __device__ int diff_right(T... t) { return (t - ...); }
template <class... T> __host__ __device__ unsigned bits(T... t) { return (0u | ... | (1u << t)); }
template <class... T> __host__ __device__ int shifted(int x, T... t) { return (x << ... << t); }
template <class... T> __host__ __device__ bool all(T... t) { return (... && t); }
template <class... T> __host__ __device__ bool any(T... t) { return (t || ...); }
template <class... T> __host__ __device__ void assign_all(T&... t) { (t = ... = 7); }
template <class... T> __host__ __device__ int accumulate(int x, T... t) {
  (x += ... += t);
  return x;
}
template <class... T> __host__ __device__ int scale(int x, T... t) {
  (x *= ... *= t);
  return x;
}
struct Inner { int v; };
struct Outer { Inner in; };
template <class... M> __host__ __device__ int member_chain(Outer o, M... m) {
  return (o .* ... .* m);
}
template <class... M> __host__ __device__ int member_chain_arrow(Outer* o, M... m) {
  return (o->*...->*m).v;
}
template <class... T> __host__ __device__ int count(T... t) {
  int n = 0;
  ((n += t > 0), ...);
  return n;
}

__host__ __device__ void run(int* o) {
  o[0] = sum(1, 2, 3, 4);
  o[1] = sum();
  o[2] = diff_left(10, 3, 2);
  o[3] = diff_right(10, 3, 2);
  o[4] = bits(0, 3, 5);
  o[5] = shifted(1, 2, 3);
  o[6] = all(1, 2, 0) * 10 + all() * 100 + any() * 1000 + any(0, 0, 3);
  int a = 1, b = 2, c = 3;
  assign_all(a, b, c);
  o[7] = a * 100 + b * 10 + c;
  o[8] = accumulate(1, 2, 3);
  o[9] = scale(2, 3, 4);
  o[10] = member_chain(Outer{{42}}, &Outer::in, &Inner::v);
  Outer out{{9}};
  o[11] = member_chain_arrow(&out, &Outer::in);
  o[12] = count(1, -2, 3, 0, 5);
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 13 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[13];
  run(h);
  for (int i = 0; i < 13; ++i) printf("%d %d\n", d[i], h[i]);
  cudaFree(d);
  return 0;
}
