// Class and namespace features of device code: inline and anonymous namespaces and aliases,
// enum class flags with constexpr operators, explicit constructors and conversion functions
// (a functional cast float(x) takes the explicit one), friend operators, construction,
// assignment and destruction order, placement new, unions with bit-fields and anonymous
// members, default arguments.
#include <cstdio>
#include <cstdint>
#include <new>
namespace outer { inline namespace v1 { __device__ int ver() { return 1; } } namespace detail { __device__ int helper() { return 7; } } }
namespace od = outer::detail;
namespace { __device__ int anon() { return 3; } }
enum class Flags : uint8_t { None = 0, A = 1, B = 2, C = 4 };
__device__ constexpr Flags operator|(Flags a, Flags b) { return Flags(uint8_t(a) | uint8_t(b)); }
__device__ constexpr bool has(Flags f, Flags x) { return (uint8_t(f) & uint8_t(x)) != 0; }
struct Fixed {
  int raw;
  __device__ explicit Fixed(float f) : raw(int(f * 256)) {}
  __device__ explicit operator float() const { return raw / 256.0f; }
  __device__ operator int() const { return raw; }
  __device__ Fixed& operator+=(const Fixed& o) { raw += o.raw; return *this; }
  __device__ friend Fixed operator+(Fixed a, const Fixed& b) { a += b; return a; }
  __device__ bool operator<(const Fixed& o) const { return raw < o.raw; }
};
struct Tracer { int id; __device__ Tracer(int i) : id(i) { printf("ctor %d\n", id); } __device__ ~Tracer() { printf("dtor %d\n", id); }
  __device__ Tracer& operator=(const Tracer& o) { if (this != &o) { printf("assign %d<-%d\n", id, o.id); id = o.id; } return *this; } };
union Bits { float f; uint32_t u; struct { uint32_t mant : 23, exp : 8, sign : 1; } parts; };
struct Var { int kind; union { int i; float f; }; };
__device__ int sum_all(int a, int b = 10, int c = 100) { return a + b + c; }
__global__ void k() {
  printf("%d %d %d\n", outer::ver(), od::helper(), anon());
  Flags f = Flags::A | Flags::C; printf("%d %d %d\n", has(f, Flags::A), has(f, Flags::B), (int)sizeof(Flags));
  Fixed x(1.5f), y(2.25f); Fixed z = x + y; printf("%g %g %d %d\n", float(z), static_cast<float>(z), int(z), x < y);
  { Tracer a(1); Tracer b(2); a = b; a = a; }
  alignas(Tracer) unsigned char buf[sizeof(Tracer)]; Tracer* p = new (buf) Tracer(9); p->~Tracer();
  Bits bits; bits.f = -1.5f; printf("%08x %u %u %u\n", bits.u, bits.parts.sign, bits.parts.exp, bits.parts.mant);
  Var v; v.kind = 1; v.f = 2.5f; printf("%d %g %08x\n", v.kind, v.f, v.i);
  printf("%d %d %d\n", sum_all(1), sum_all(1, 2), sum_all(1, 2, 3));
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
