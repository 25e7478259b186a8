// Whether destroying an object throws: a destructor declared `noexcept(false)`, or implied so
// by a member's or a base's, makes `is_nothrow_destructible` and `std::destructible` false.
#include <cstdio>
#include <type_traits>
#include <concepts>
struct A { __device__ ~A() noexcept(false) {} };
struct B { __device__ ~B() {} };
struct C { A a; };
struct D : A {};
struct E { ~E() = delete; };
__global__ void answers(int* out) {
  int i = 0;
  out[i++] = std::is_nothrow_destructible<A>::value;
  out[i++] = std::is_nothrow_destructible<B>::value;
  out[i++] = std::is_nothrow_destructible<C>::value;
  out[i++] = std::is_nothrow_destructible<D[3]>::value;
  out[i++] = std::is_nothrow_destructible<B[3]>::value;
  out[i++] = std::is_nothrow_destructible<A&>::value;
  out[i++] = std::is_nothrow_destructible<int>::value;
  out[i++] = std::is_nothrow_destructible<void>::value;
  out[i++] = std::is_nothrow_destructible<E>::value;
  out[i++] = std::is_destructible<A>::value;
  out[i++] = std::destructible<A>;
  out[i++] = std::destructible<B>;
}
int main() {
  int* d; cudaMallocManaged(&d, 48);
  answers<<<1, 1>>>(d); cudaDeviceSynchronize();
  for (int i = 0; i < 12; ++i) printf("%d ", d[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
