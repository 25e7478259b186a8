#include <cstdio>
#include <type_traits>
#include <utility>
__device__ int a() noexcept { return 1; }
__device__ int b() { return 2; }
__device__ int c() noexcept(false) { return 3; }
__device__ int d() throw() { return 4; }
template <class T> __device__ T twice(T x) noexcept(sizeof(T) < 8) { return x + x; }
struct Plain { int v; };
struct Throwing { __device__ Throwing() {} __device__ Throwing(const Throwing&) {} __device__ Throwing(Throwing&&) noexcept(false) {}
  __device__ Throwing& operator=(const Throwing&) noexcept { return *this; } };
struct Safe { __device__ Safe() noexcept {} __device__ Safe(Safe&&) noexcept {} __device__ Safe(const Safe&) = default;
  __device__ Safe& operator=(Safe&&) noexcept { return *this; }
  __device__ ~Safe() {} };
template <class T> __device__ void swapper(T& x, T& y) noexcept(noexcept(T(std::move(x))) && std::is_nothrow_move_assignable<T>::value) { T t(std::move(x)); x = std::move(y); y = std::move(t); }
__global__ void k()
{
    int i = 0;
    auto l1 = [] { return 1; };
    auto l2 = []() noexcept { return 2; };
    printf("%d %d %d %d %d\n", (int)noexcept(a()), (int)noexcept(b()), (int)noexcept(1 + 1), (int)noexcept(c()), (int)noexcept(d()));
    printf("%d %d %d %d\n", (int)noexcept(twice(1)), (int)noexcept(twice(1.0)), (int)noexcept(l1()), (int)noexcept(l2()));
    printf("%d %d %d\n", (int)noexcept(i = a()), (int)noexcept(i = b()), (int)noexcept(noexcept(b())));
    printf("%d %d %d %d\n", (int)std::is_nothrow_default_constructible<Plain>::value, (int)std::is_nothrow_default_constructible<Throwing>::value,
           (int)std::is_nothrow_move_constructible<Throwing>::value, (int)std::is_nothrow_move_constructible<Safe>::value);
    printf("%d %d %d %d\n", (int)std::is_nothrow_copy_constructible<Throwing>::value, (int)std::is_nothrow_copy_constructible<Safe>::value,
           (int)std::is_nothrow_copy_assignable<Throwing>::value, (int)std::is_nothrow_constructible<int, float>::value);
    printf("%d %d %d\n", (int)std::is_nothrow_invocable<decltype(l1)>::value, (int)std::is_nothrow_invocable<decltype(l2)>::value,
           (int)std::is_nothrow_move_assignable<Plain>::value);
    Safe s1, s2;
    Throwing t1, t2;
    printf("%d %d\n", (int)noexcept(swapper(s1, s2)), (int)noexcept(swapper(t1, t2)));
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
