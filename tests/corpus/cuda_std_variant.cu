// FLAGS: -std=c++17
// libcu++'s <cuda/std/variant> in device code: construction (default, from a value, in place),
// index, holds_alternative, get by index and type, get_if, visit of one variant, emplace,
// copy and assignment (same and different alternatives, with a type that counts its
// destructions), monostate, comparisons, swap, and a variant copied back to the host.
#include <cstdio>
#include <cuda/std/variant>

struct tracked {
  int id;
  int *deaths;
  __host__ __device__ tracked(int i, int *d) : id(i), deaths(d) {}
  __host__ __device__ tracked(const tracked &o) : id(o.id + 100), deaths(o.deaths) {}
  __host__ __device__ tracked &operator=(const tracked &o) {
    id = o.id + 1000;
    deaths = o.deaths;
    return *this;
  }
  __host__ __device__ ~tracked() { ++*deaths; }
};

struct describe {
  __device__ int operator()(int i) const { return 1000 + i; }
  __device__ int operator()(float f) const { return 2000 + (int)(f * 4); }
  __device__ int operator()(char c) const { return 3000 + c; }
};

struct doubler {
  __device__ void operator()(int &i) const { i *= 2; }
  __device__ void operator()(float &f) const { f *= 2; }
  __device__ void operator()(char &c) const { c += 1; }
};

__global__ void k(cuda::std::variant<int, double> *out) {
  cuda::std::variant<int, float, char> a;
  printf("default index %d get<0> %d\n", (int)a.index(), cuda::std::get<0>(a));
  a = 2.5f;
  printf("float index %d holds float %d holds int %d get<float> %.2f\n", (int)a.index(),
         (int)cuda::std::holds_alternative<float>(a), (int)cuda::std::holds_alternative<int>(a), cuda::std::get<float>(a));
  a = 'x';
  printf("char index %d get<2> %c\n", (int)a.index(), cuda::std::get<2>(a));
  cuda::std::variant<int, float, char> b(cuda::std::in_place_index<0>, 41);
  cuda::std::variant<int, float, char> c(cuda::std::in_place_type<float>, 0.75f);
  printf("in_place %d %.2f\n", cuda::std::get<int>(b), cuda::std::get<1>(c));
  int *pi = cuda::std::get_if<int>(&b);
  float *pf = cuda::std::get_if<float>(&b);
  printf("get_if int %d float null %d null arg %d\n", *pi, (int)(pf == nullptr),
         (int)(cuda::std::get_if<0>((cuda::std::variant<int, float, char> *)nullptr) == nullptr));
  printf("visit %d %d %d\n", cuda::std::visit(describe(), a), cuda::std::visit(describe(), b), cuda::std::visit(describe(), c));
  cuda::std::visit(doubler(), b);
  cuda::std::visit(doubler(), c);
  printf("visit by reference %d %.2f\n", cuda::std::get<int>(b), cuda::std::get<float>(c));
  int r = cuda::std::visit([](auto v) { return (int)sizeof(v); }, c);
  printf("generic lambda visit %d\n", r);
  float &f = b.emplace<1>(1.25f);
  f += 1;
  printf("emplace<1> index %d %.2f\n", (int)b.index(), cuda::std::get<float>(b));
  b.emplace<char>('q');
  printf("emplace<char> index %d %c\n", (int)b.index(), cuda::std::get<char>(b));
  cuda::std::variant<int, float, char> d = b;
  d = c;
  printf("copy %d %.2f\n", (int)d.index(), cuda::std::get<1>(d));

  int deaths = 0;
  {
    cuda::std::variant<cuda::std::monostate, tracked> t;
    printf("monostate index %d holds %d\n", (int)t.index(), (int)cuda::std::holds_alternative<cuda::std::monostate>(t));
    t = tracked(1, &deaths);
    printf("tracked id %d deaths %d\n", cuda::std::get<tracked>(t).id, deaths);
    cuda::std::variant<cuda::std::monostate, tracked> u(t);
    printf("copy id %d\n", cuda::std::get<1>(u).id);
    u = t;
    printf("assign same id %d deaths %d\n", cuda::std::get<1>(u).id, deaths);
    u = cuda::std::monostate();
    printf("assign other index %d deaths %d\n", (int)u.index(), deaths);
    u.emplace<tracked>(7, &deaths);
    printf("emplace id %d deaths %d\n", cuda::std::get<1>(u).id, deaths);
  }
  printf("deaths at scope end %d\n", deaths);

  cuda::std::variant<int, float> x = 3, y = 5, z = 1.0f;
  printf("cmp %d %d %d %d %d %d | %d %d | %d\n", (int)(x == y), (int)(x != y), (int)(x < y), (int)(x <= y), (int)(x > y),
         (int)(x >= y), (int)(y < z), (int)(z > x), (int)(x == cuda::std::variant<int, float>(3)));
  cuda::std::swap(x, z);
  printf("swap %d %.1f %d %d\n", (int)x.index(), cuda::std::get<float>(x), (int)z.index(), cuda::std::get<int>(z));
  printf("variant_size %d npos %d alt same %d\n", (int)cuda::std::variant_size_v<cuda::std::variant<int, float, char>>,
         (int)(cuda::std::variant_npos == (cuda::std::size_t)-1),
         (int)cuda::std::is_same<cuda::std::variant_alternative_t<2, cuda::std::variant<int, float, char>>, char>::value);
  printf("sizeof %d %d %d\n", (int)sizeof(cuda::std::variant<int, float>), (int)sizeof(cuda::std::variant<double, char>),
         (int)sizeof(cuda::std::variant<char, short>));
  out[0] = 42;
  out[1] = 0.5;
}

int main() {
  cuda::std::variant<int, double> *out;
  cudaMallocManaged(&out, 2 * sizeof(*out));
  new (&out[0]) cuda::std::variant<int, double>();
  new (&out[1]) cuda::std::variant<int, double>();
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("host: %d %d %d %.2f\n", (int)out[0].index(), cuda::std::get<int>(out[0]), (int)out[1].index(),
         cuda::std::get<double>(out[1]));
  return 0;
}
