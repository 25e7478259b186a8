// Overloads and deduction on pointers to const that only the expression shows: the address
// of a member of a const object or through a pointer to const, casts, calls returning one,
// members declared as pointers to const.
#include <cstdio>
struct S { int a; int m; };
struct Views { const int* in; int* out; };
struct Derived : Views { int n; };
template <class T> __device__ int kind(T* p) { return 1; }
template <class T> __device__ int kind(const T* p) { return 2; }
__device__ int plain(int* p) { return 10; }
__device__ int plain(const int* p) { return 20; }
template <class T> __device__ bool is_const_target(T*) { return false; }
template <class T> __device__ bool is_const_target(const T*) { return true; }
__device__ const int* get(const S& s) { return &s.m; }
__global__ void k(const S* ps, S* qs) {
  const S& s = *ps;
  S& t = *qs;
  int arr[2] = {1, 2};
  const int carr[2] = {1, 2};
  printf("%d %d %d %d %d\n", kind(&s.m), kind(get(s)), kind(&ps->m), kind(&t.m), kind(&qs->m));
  printf("%d %d %d %d\n", plain(&ps->m), plain(&qs->m), plain((const int*)&qs->m), plain(get(t)));
  printf("%d %d %d %d\n", kind(&arr[1]), kind(&carr[1]), plain(&carr[0]), plain(arr + 1));
  printf("%d %d\n", is_const_target(&ps->a), is_const_target(&qs->a));
  Views v{&carr[0], arr};
  Derived d;
  d.in = arr;
  d.out = arr;
  Views* pv = &v;
  printf("%d %d %d %d %d %d\n", plain(v.in), plain(v.out), kind(pv->in), kind(pv->out),
         is_const_target(d.in), is_const_target(d.out));
}
int main() { S* d; cudaMalloc(&d, sizeof(S)); k<<<1,1>>>(d, d); cudaDeviceSynchronize(); }
