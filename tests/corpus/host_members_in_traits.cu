// corpus: type traits and decltype in code the device pass reads may name host-only members:
// a RAII buffer whose move operations are host functions declared noexcept is nothrow-movable
// (static_asserts at namespace scope, as container code writes them), and decltype of a host
// function's call types a device variable.
#include <cstdio>
#include <type_traits>

struct buffer {
  int* p = nullptr;
  buffer() = default;
  buffer(const buffer&) = delete;
  buffer(buffer&& o) noexcept : p(o.p) { o.p = nullptr; }
  buffer& operator=(buffer&& o) noexcept {
    p = o.p;
    o.p = nullptr;
    return *this;
  }
};
static_assert(std::is_nothrow_move_constructible<buffer>::value, "movable");
static_assert(std::is_nothrow_move_assignable<buffer>::value, "move-assignable");
static_assert(!std::is_copy_constructible<buffer>::value, "not copyable");

double host_scale(int x) { return x * 0.5; }

__global__ void typed(double* out, int x) {
  decltype(host_scale(x)) v = x / 4.0;
  out[0] = v;
  out[1] = sizeof(host_scale(x));
}

int main() {
  double* out;
  cudaMallocManaged(&out, 2 * sizeof(double));
  typed<<<1, 1>>>(out, 3);
  cudaDeviceSynchronize();
  printf("%.2f %.0f %d %d\n", out[0], out[1], (int)std::is_nothrow_move_constructible<buffer>::value,
         (int)std::is_nothrow_move_assignable<buffer>::value);
  return 0;
}
