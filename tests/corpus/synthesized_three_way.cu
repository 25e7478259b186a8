// A defaulted `operator<=>` that declares its category compares a member whose class has no
// `<=>` through its `==` and `<` (strong, weak and partial orderings; member and friend forms),
// and one that has `<=>` through it. (The friend form is not compared for equality here: the
// implicit `==` it declares is left undefined by some host compilers.)
#include <compare>
#include <cstdio>

struct Legacy {
  int v;
  __host__ __device__ bool operator<(const Legacy& o) const { return v < o.v; }
  __host__ __device__ bool operator==(const Legacy& o) const { return v == o.v; }
};

struct Weak {
  Legacy l;
  int k;
  std::weak_ordering operator<=>(const Weak&) const = default;
};
struct Strong {
  Legacy l;
  std::strong_ordering operator<=>(const Strong&) const = default;
};
struct Partial {
  Legacy l;
  float f;
  friend std::partial_ordering operator<=>(const Partial&, const Partial&) = default;
};

__host__ __device__ int sign(std::partial_ordering o) { return o < 0 ? -1 : o > 0 ? 1 : o == 0 ? 0 : 9; }

__host__ __device__ void run(int* o) {
  Weak a{{1}, 5}, b{{2}, 0}, c{{1}, 7};
  o[0] = (a < b) * 100 + (a >= b) * 10 + (a == a);
  o[1] = sign(a <=> c) * 10 + sign(c <=> a);
  Strong s{{3}}, t{{3}};
  o[2] = (s <=> t) == 0;
  Partial p{{1}, 2.0f}, q{{1}, 3.0f};
  o[3] = sign(p <=> q) * 10 + sign(q <=> p);
  o[4] = (p <= q) * 10 + (q > p);
}

__global__ void kernel(int* o) { run(o); }

int main() {
  int* d;
  cudaMallocManaged(&d, 5 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[5];
  run(h);
  for (int i = 0; i < 5; ++i) printf("%d %d\n", d[i], h[i]);
  cudaFree(d);
  return 0;
}
