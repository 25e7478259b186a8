// Assignment from a braced list makes the new value first: its items may read the object
// assigned to (`v = {v.y, v.x}` swaps); a braced list initializes a compound assignment
// operator's parameter (`v += {10, 20}`); a union's designated initializer sets the member it
// names.
#include <cstdio>

struct V { int x, y; };
struct A {
  int x, y;
  __host__ __device__ A& operator+=(const A& o) {
    x += o.x;
    y += o.y;
    return *this;
  }
};
union U { int i; float f; };
union W { double d; int i; };

__host__ __device__ void run(int* o) {
  V v{1, 2};
  v = {v.x * 2, v.y};
  o[0] = v.x * 100 + v.y;
  V t{3, 4};
  t = {t.y, t.x};
  o[1] = t.x * 100 + t.y;
  V a[2] = {{1, 2}, {3, 4}};
  a[0] = {a[1].y, a[0].x};
  o[2] = a[0].x * 100 + a[0].y;
  struct Pair { int first, second; } p{1, 2};
  p = {p.second, p.first};
  o[3] = p.first * 100 + p.second;
  struct Pair2 { int v[2]; } q{{1, 2}};
  q = {{q.v[1], q.v[0]}};
  o[4] = q.v[0] * 100 + q.v[1];
  V* pv = &v;
  *pv = {pv->y, 9};
  o[5] = v.x * 100 + v.y;
  U u{.i = 5};
  u.i += 2;
  o[6] = u.i;
  U g{.f = 1.5f};
  o[7] = (int)(g.f * 10);
  W w{.i = 7};
  o[8] = w.i;
  A acc{1, 2};
  acc += {10, 20};
  o[9] = acc.x * 100 + acc.y;
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 10 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[10];
  run(h);
  for (int i = 0; i < 10; ++i) printf("%d%c", d[i], i == 9 ? '\n' : ' ');
  for (int i = 0; i < 10; ++i) printf("%s", h[i] == d[i] ? "" : "host differs\n");
  cudaFree(d);
  return 0;
}
