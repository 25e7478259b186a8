// Private and protected members named outside their class (nvcc's words, measured).
struct S {
  int pub;
private:
  int x;
  __device__ int f() { return 1; }
  static __device__ int sf() { return 2; }
  static const int k = 3;
protected:
  int y;
};
__global__ void k1(S* s, int* o) { o[0] = s->x; }
__global__ void k2(S s, int* o) { o[0] = s.f(); }
__global__ void k3(int* o) { o[0] = S::sf(); }
__global__ void k4(S* s, int* o) { o[0] = s->y; }
__global__ void k5(int* o) { o[0] = S::k; }
__global__ void k6(S s, int* o) { o[0] = s.pub; }
class Split {
  __device__ int twice(int v) const;
public:
  __device__ int run(int v) const { return twice(v); }
};
__device__ int Split::twice(int v) const { return 2 * v; }
__global__ void k7(Split s, int* o) { o[0] = s.run(1) + s.twice(2); }
__global__ void k8(S s, int* o) {
  int S::* p = &S::x;
  int (S::*g)() = &S::f;
  o[0] = s.*p + (s.*g)();
}
class Modes {
  enum Mode { Fast, Exact };
public:
  enum Public { Any };
  __device__ static int both() { return Fast + Exact; }
};
__global__ void k9(int* o) { o[0] = Modes::Any + Modes::both() + Modes::Exact; }
