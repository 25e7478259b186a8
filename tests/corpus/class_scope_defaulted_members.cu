// corpus: members defined outside their class name the class's member types (typedefs,
// nested classes) in their parameters and bodies, for classes and class templates; copy and
// move constructors and assignments defaulted without CUDA qualifiers work in device code (a
// move-only class with a deleted copy, a vector type in the style of math libraries), and
// stay trivial: such objects are passed to kernels and copied bytewise.
#include <cstdio>
#include <type_traits>
#include <utility>

struct grid {
  typedef int index_type;
  struct cell {
    int row, col;
  };
  index_type width;
  __host__ __device__ grid(index_type w);
  __host__ __device__ index_type flat(cell c) const;
  __host__ __device__ cell at(index_type i) const;
};
__host__ __device__ grid::grid(index_type w) : width(w) {}
__host__ __device__ grid::index_type grid::flat(cell c) const {
  index_type r = c.row * width;
  return r + c.col;
}
__host__ __device__ grid::cell grid::at(index_type i) const {
  cell c{i / width, i % width};
  return c;
}

template <class T>
struct vec3 {
  typedef T value_type;
  value_type x, y, z;
  vec3() = default;
  vec3(vec3 const& v) = default;
  vec3& operator=(vec3 const& v) = default;
  __host__ __device__ vec3(value_type a, value_type b, value_type c);
  __host__ __device__ value_type dot(vec3 const& o) const;
};
template <class T>
__host__ __device__ vec3<T>::vec3(value_type a, value_type b, value_type c) : x(a), y(b), z(c) {}
template <class T>
__host__ __device__ typename vec3<T>::value_type vec3<T>::dot(vec3 const& o) const {
  value_type s = x * o.x;
  return s + y * o.y + z * o.z;
}

struct handle {
  int id;
  __device__ explicit handle(int i) : id(i) {}
  handle(const handle&) = delete;
  handle(handle&&) = default;
  handle& operator=(const handle&) = delete;
  handle& operator=(handle&&) = default;
  ~handle() = default;
};

static_assert(std::is_trivially_copyable<vec3<float>>::value, "defaulted copies are trivial");

__device__ int chosen_cell() { return 19; }

__global__ void kernel(vec3<float> v, int* out) {
  grid g(7);
  grid::cell c = g.at(chosen_cell());
  out[0] = g.flat(c);
  vec3<float> w(v);
  vec3<float> u;
  u = w;
  out[1] = int(u.dot(vec3<float>(1, 2, 3)));
  handle a(5);
  handle b(std::move(a));
  handle d(9);
  d = std::move(b);
  out[2] = d.id;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 3 * sizeof(int));
  kernel<<<1, 1>>>(vec3<float>(4, 5, 6), out);
  cudaDeviceSynchronize();
  grid g(5);
  printf("%d %d %d %d\n", out[0], out[1], out[2], g.flat(g.at(13)));
  return 0;
}
