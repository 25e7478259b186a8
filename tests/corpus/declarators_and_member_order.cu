// Declarators and initialization order as C++ gives them: members constructed in declaration
// order whether a member initializer or a default member initializer makes them, `auto&&`
// structured bindings, a local reference to an array, an unnamed kernel parameter of
// pointer-to-array type, `std::max_align_t`, and `std::pow` of mixed arguments in double.
#include <cmath>
#include <cstddef>
#include <cstdio>

struct Log {
  int id;
  __device__ Log(int i) : id(i) { printf("construct %d\n", id); }
};

struct Members {
  Log a{1};
  Log b;
  Log c{3};
  __device__ Members() : b(2) {}
};

struct Pair {
  int first, second;
};

__global__ void kernel(int (*)[4], float f, int x) {
  Members m;
  auto&& [p, q] = Pair{5, 6};
  p += 1;
  int a[3] = {1, 2, 3};
  int (&ra)[3] = a;
  ra[0] = 10;
  auto r = std::pow(f, 2);
  printf("%d %d | %d %d | %d %d | %d %.17g | %d\n", p, q, a[0], (int)sizeof(ra),
         (int)alignof(std::max_align_t), (int)sizeof(max_align_t), (int)sizeof(r), (double)r, x);
}

int main() {
  kernel<<<1, 1>>>(nullptr, 1.1f, 7);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
