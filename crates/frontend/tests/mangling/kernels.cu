// Kernels whose names the mangling test checks; `expected.txt` lists, for each kernel and
// instance, the name the host compiler gives a function declared alike (the name nvcc gives
// the kernel).
struct P { float x, y; };
namespace ns { struct Q { int a; }; namespace deep { struct R { int b; }; } template <typename T> struct Box { T v; }; }
template <typename T, int N> struct Arr { T v[N]; };
struct Outer { struct In { int z; }; };
enum Color { Red, Green };
namespace ns2 { enum class Mode : int { A, B }; }
typedef unsigned int uint;
__global__ void k1(float* a, float* b, float* c, int n) {}
__global__ void k2(const float* __restrict__ a, float* __restrict__ b, const int** pp, int* const* cp) {}
__global__ void k3(P p, P* pp, const P* cpp, ns::Q q, ns::Q* qp) {}
__global__ void k4(ns::deep::R r, ns::deep::R* rp, ns::Q q) {}
__global__ void k5(ns::Box<float> b, ns::Box<float>* bp, ns::Box<int> bi) {}
__global__ void k6(Arr<double, 3> a, Arr<double, 3> b, Outer::In in, Outer::In* ip) {}
__global__ void k7(Color c, ns2::Mode m, uint u, unsigned char h, signed char s, bool b, long long x, unsigned long long y, double d) {}
__global__ void k8(float (*f)(float, int), void (*g)(), int (*h)(const P&)) {}
__global__ void k9(const float* a, const float* b, volatile int* v, const volatile int* cv) {}
namespace ns { __global__ void k10(Q* q, Box<Q> b, Box<Q>* bp) {} }
namespace ns { namespace deep { __global__ void k11(R r, Q q, Box<R> b) {} } }
template <typename T> __global__ void t1(T* a, const T* b, T c) {}
template <typename T, typename U> __global__ void t2(U* a, T* b) {}
template <int N> __global__ void t3(float* a) {}
template <unsigned N, bool B> __global__ void t4(int* a) {}
template <typename T, int N> __global__ void t5(Arr<T, N>* a, T v) {}
template <typename T> __global__ void t6(ns::Box<T> b, P p, P* pp) {}
namespace ns { template <typename T> __global__ void t7(T* t, Q* q) {} }
template <char C, long L> __global__ void t8(int) {}
__global__ void k12(int a[], const int b[4], float2 f, int4* i4, dim3 d) {}
__global__ void k13() {}
__global__ void k14(wchar_t w, char16_t c16, char32_t c32, short s, unsigned short us, long l, unsigned long ul, char c) {}
template <typename T> struct Pick { T v; };
template <typename T> struct Pick<T*> { T* v; };
__global__ void k15(Pick<int*> a, Pick<float> b, Pick<int*>* c) {}
struct Outer2 { enum Mode { A, B }; struct In { enum class Kind : char { X }; }; };
namespace ns3 { template <class T> struct Box { enum Flag { F }; }; }
__global__ void k16(Outer2::Mode m, Outer2::In::Kind k, Outer2::Mode* pm, ns3::Box<int>::Flag f) {}
