// Members inherited through a private base, and protected members named outside the classes
// that derive from theirs or for an object of the base class (nvcc's words, measured).
class B { int p; protected: int q; public: int r; __device__ int get() const { return p; } };
struct D1 : B { __device__ int f() { return q + r; } };
struct D2 : private B { __device__ int f() { return q + r; } };
struct E : D2 { __device__ int g() { return r; } };
struct D3 : B {
  __device__ int h(B& b) { return b.q; }
  __device__ int same(D3& d) { return d.q + B::q; }
};
__global__ void k1(D2* d, int* o) { o[0] = d->r; }
__global__ void k2(D1* d, int* o) { o[0] = d->q; }
__global__ void k3(E* e, D3* d, B* b, int* o) { o[0] = e->g() + e->f() + d->h(*b) + d->same(*d); }
