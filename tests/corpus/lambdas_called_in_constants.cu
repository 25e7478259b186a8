// Lambdas called where they are made, in constant expressions: `constexpr` locals, template
// arguments and array bounds (C++17 makes a lambda's call operator `constexpr` where it can
// be).
#include <cstdio>
template<int N> struct A { int v[N]; };
__host__ __device__ int f(){
  constexpr int N = [](){ return 3; }();
  constexpr int M = [](int x){ return x * x; }(4);
  constexpr int K = [n = 5]{ return n * 2; }();
  A<N> a{}; A<M> b{}; A<K> c{}; int arr[([]{ return 2; }())];
  return sizeof(a) * 1000000 + sizeof(b) * 1000 + sizeof(c) + sizeof(arr) * 0;
}
__global__ void k(int* o){ o[0]=f(); }
int main(){ int* o; cudaMallocManaged(&o,4); k<<<1,1>>>(o); cudaDeviceSynchronize(); printf("host %d device %d\n", f(), o[0]); }
