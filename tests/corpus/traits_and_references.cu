// Type traits of trivial construction and assignment, of member pointers, of virtual
// destructors and final classes, wide character
// literals, parameters of reference-to-function type and __builtin_addressof, in device code.
#include <cstdio>
#include <type_traits>

struct Plain { int a; };
struct UserDefault { __device__ UserDefault() {} int a; };
struct UserCopy { __device__ UserCopy(const UserCopy&) {} int a; };
struct Base { __device__ virtual ~Base() {} };
struct Derived final : Base {};

__device__ int increment(int x) { return x + 1; }

using Unary = int(int);
__device__ int apply(Unary& f, int v) { return f(v); }
__device__ int apply_twice(int (&f)(int), int v) { return f(f(v)); }

template <class F>
__device__ int forward_to(F& f, int v) { return f(v) * 10; }

__global__ void kernel() {
  printf("trivially constructible: %d %d %d %d %d %d\n",
         (int)std::is_trivially_default_constructible<Plain>::value,
         (int)std::is_trivially_default_constructible<UserDefault>::value,
         (int)std::is_trivially_copy_constructible<Plain>::value,
         (int)std::is_trivially_copy_constructible<UserCopy>::value,
         (int)std::is_trivially_constructible<int, float>::value,
         (int)std::is_trivially_default_constructible<int[4]>::value);
  printf("trivially assignable: %d %d, swappable: %d\n",
         (int)std::is_trivially_copy_assignable<Plain>::value,
         (int)std::is_trivially_move_assignable<Plain>::value,
         (int)std::is_swappable<Plain>::value);
  printf("member pointers: %d %d %d %d\n",
         (int)std::is_member_function_pointer<int (Plain::*)()>::value,
         (int)std::is_member_function_pointer<int Plain::*>::value,
         (int)std::is_member_object_pointer<int Plain::*>::value,
         (int)std::is_member_object_pointer<int (Plain::*)()>::value);
  printf("destructible: %d %d\n", (int)std::is_nothrow_destructible<Plain>::value,
         (int)std::is_destructible<void>::value);
  printf("virtual destructor: %d %d %d, final: %d %d\n", (int)std::has_virtual_destructor<Base>::value,
         (int)std::has_virtual_destructor<Derived>::value, (int)std::has_virtual_destructor<Plain>::value,
         (int)std::is_final<Derived>::value, (int)std::is_final<Base>::value);
  printf("wide characters: %d %d %d %d, values %d %d\n", (int)sizeof(L'x'), (int)sizeof(u'x'),
         (int)sizeof(U'x'), (int)sizeof(wchar_t), (int)L'A', (int)u'z');
  printf("function references: %d %d %d\n", apply(increment, 5), apply_twice(increment, 5),
         forward_to(increment, 1));
  Plain p{3};
  printf("built-in address: %d\n", __builtin_addressof(p)->a);
}

int main() {
  kernel<<<1, 1>>>();
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
