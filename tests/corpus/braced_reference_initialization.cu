// A reference initialized from a braced list binds a temporary the list makes of the type
// referred to (kept for the reference's scope): `const P& r = {1, 2};`, `P&& q = {3};`,
// `const int& i = {};`, a list of one object of the class binding that object; references to
// arrays, `int (&&r)[2]` bound to an array member of a temporary.
#include <cstdio>
#include <initializer_list>

struct P {
  int a, b;
};

struct Pair {
  int a[2];
};

__host__ __device__ int run() {
  const P& r = {1, 2};
  P&& q = {3};
  const int& i = {};
  const std::initializer_list<int>& l = {4, 5, 6};
  P p{7, 8};
  P& same = {p};
  same.a = 9;
  int (&&arr)[2] = Pair{{3, 4}}.a;
  const int (&carr)[2] = {5, 6};
  arr[0] += carr[1];
  return r.a * 1000 + r.b * 100 + q.a * 10 + q.b + i + (int)l.size() * 10000 + p.a * 100000 +
         arr[0] * 1000000;
}

__global__ void kernel(int* o) { o[0] = run(); }

int main() {
  int* o;
  cudaMallocManaged(&o, sizeof(int));
  kernel<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  printf("device %d host %d\n", o[0], run());
  cudaFree(o);
  return 0;
}
