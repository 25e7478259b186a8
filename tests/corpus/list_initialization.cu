// List-initialization as C++ gives it in device code: a constructor taking an
// std::initializer_list is chosen for braced lists (and `{}` with no default constructor), an
// std::initializer_list object made from a braced list, default member initializers that read
// earlier members when the object is initialized with braces, a function-scope static made by a
// constexpr constructor that computes its member, and <unistd.h>'s POSIX level.
#include <cstdio>
#include <initializer_list>
#include <unistd.h>

#if _POSIX_VERSION < 200112L
#error "expected a POSIX.1-2001 host"
#endif

struct Sum {
  int total = 0, count = 0;
  __device__ Sum(std::initializer_list<int> values) {
    for (int v : values) {
      total += v;
      count++;
    }
  }
};

struct Defaults {
  int x = 5;
  int y = x * 2;
  int z;
};

struct Scaled {
  int v;
  __device__ constexpr Scaled(int x) : v(x * 3) {}
};

__device__ int next_scaled() {
  static Scaled s(7);
  return s.v++;
}

__global__ void kernel() {
  Sum a{1, 2, 3, 4};
  Sum b = {5, 6};
  Sum c = {};
  std::initializer_list<double> list = {7, 8.5};
  double listed = 0;
  for (double v : list) listed += v;
  printf("sums: %d/%d %d/%d %d/%d, list of %d: %g\n", a.total, a.count, b.total, b.count,
         c.total, c.count, (int)list.size(), listed);
  Defaults d{};
  Defaults e{1};
  printf("defaults: %d %d %d, %d %d\n", d.x, d.y, d.z, e.x, e.y);
  next_scaled();
  printf("static: %d\n", next_scaled());
}

int main() {
  kernel<<<1, 1>>>();
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
