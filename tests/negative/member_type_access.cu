// Member types (aliases, nested classes, enumerations) declared private or protected are named
// only where their class lets code name them: its members, friends and, for protected ones,
// derived classes' members.
class U {
  using Y = int;
  typedef float Z;
  struct In { int a; };
  enum E { e0 };
  enum class F { f0 };
protected:
  using P = int;
public:
  template <class T> using Q = T;
  static __device__ int f() { Y y = 1; return y; }
  friend __device__ int fr();
};
__device__ int fr() { U::Y y = 2; return y; }
struct D : U {
  __device__ int g() { P p = 3; return p; }
};
struct Priv : private U {};
struct DD : Priv {
  __device__ int h() { ::U::Q<int> q = 3; return q; }
};
__global__ void k(int* out) {
  U::Y a = 1;
  U::Z b = 2;
  U::In c{3};
  U::E e = U::e0;
  U::F f = U::F::f0;
  U::P g = 4;
  D::P h = 5;
  int n = sizeof(U::Y);
  U::Y* ptr = nullptr;
  out[0] = a + (int)b + c.a + (int)e + (int)f + g + h + n + (ptr != nullptr);
}
