// The concepts of <concepts> in device code (C++20), through std:: and cuda::std::: the invocable, predicate and relation families, constructible, swappable, movable, copyable, semiregular and regular, common_with and common_reference_with, and constrained templates and overloads chosen by them
#include <cstdio>
#include <concepts>
#include <cuda/std/concepts>

struct Point {
  int x, y;
  __host__ __device__ bool operator==(const Point &o) const { return x == o.x && y == o.y; }
  __host__ __device__ bool operator!=(const Point &o) const { return !(*this == o); }
};
struct Tag {};
struct NeedsArg {
  __host__ __device__ explicit NeedsArg(int v) : v(v) {}
  int v;
};
struct Buffer {
  Buffer() = default;
  Buffer(Buffer &&) = default;
  Buffer &operator=(Buffer &&) = default;
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
};
struct Pinned {
  Pinned() = default;
  Pinned(Pinned &&) = delete;
  Pinned &operator=(Pinned &&) = delete;
};
namespace shapes {
struct Handle {
  Handle() = default;
  Handle(Handle &&) = delete;
  Handle &operator=(Handle &&) = delete;
};
__host__ __device__ inline void swap(Handle &, Handle &) {}
} // namespace shapes
struct Animal {};
struct Cat : Animal {};

struct IsPositive {
  __host__ __device__ bool operator()(int v) const { return v > 0; }
};
struct Less {
  __host__ __device__ bool operator()(long a, long b) const { return a < b; }
};
struct Describe {
  __host__ __device__ Tag operator()(int) const { return {}; }
};
__host__ __device__ int square(int v) { return v * v; }
__host__ __device__ void ignore(int) {}

template <std::predicate<int> P>
__device__ int count_if(const int *v, int n, P p)
{
  int c = 0;
  for (int i = 0; i < n; ++i)
    c += p(v[i]) ? 1 : 0;
  return c;
}
template <class T, class U, std::strict_weak_order<T, U> R>
__device__ bool before(const T &a, const U &b, R r)
{
  return r(a, b);
}
template <class T>
__device__ const char *category(const T &)
{
  return "other";
}
template <std::semiregular T>
__device__ const char *category(const T &)
{
  return "semiregular";
}
template <std::regular T>
__device__ const char *category(const T &)
{
  return "regular";
}
template <class F>
  requires std::predicate<F, int>
__device__ const char *kind_of(F)
{
  return "predicate";
}
template <class F>
  requires std::invocable<F, int> && (!std::predicate<F, int>)
__device__ const char *kind_of(F)
{
  return "invocable";
}
template <class F>
  requires(!std::invocable<F, int>)
__device__ const char *kind_of(F)
{
  return "not invocable";
}

#define SHOW(...) printf("%-52s %d\n", #__VA_ARGS__, (int)(__VA_ARGS__))

__global__ void concepts_kernel()
{
  auto add = [](int a, int b) { return a + b; };
  SHOW(std::invocable<IsPositive, int>);
  SHOW(std::invocable<IsPositive, Tag>);
  SHOW(std::invocable<decltype(add), int, int>);
  SHOW(std::invocable<int (*)(int)>);
  SHOW(std::invocable<int Point::*, Point>);
  SHOW(std::regular_invocable<int (*)(int), short>);
  SHOW(std::predicate<IsPositive, int>);
  SHOW(std::predicate<int (*)(int), int>);
  SHOW(std::predicate<void (*)(int), int>);
  SHOW(std::predicate<Describe, int>);
  SHOW(std::relation<Less, int, long>);
  SHOW(std::relation<Less, int, Tag>);
  SHOW(std::equivalence_relation<Less, short, int>);
  SHOW(std::strict_weak_order<IsPositive, int, int>);
  SHOW(std::constructible_from<NeedsArg, int>);
  SHOW(std::constructible_from<NeedsArg>);
  SHOW(std::constructible_from<int &, int &>);
  SHOW(std::constructible_from<int &, int>);
  SHOW(std::default_initializable<Point>);
  SHOW(std::default_initializable<NeedsArg>);
  SHOW(std::default_initializable<const int>);
  SHOW(std::move_constructible<Buffer>);
  SHOW(std::move_constructible<Pinned>);
  SHOW(std::copy_constructible<Buffer>);
  SHOW(std::swappable<int>);
  SHOW(std::swappable<Buffer>);
  SHOW(std::swappable<Pinned>);
  SHOW(std::swappable<shapes::Handle>);
  SHOW(std::swappable<int[4]>);
  SHOW(std::swappable<const int>);
  SHOW(std::swappable_with<int &, int &>);
  SHOW(std::swappable_with<int &, long &>);
  SHOW(std::movable<Buffer>);
  SHOW(std::movable<int &>);
  SHOW(std::copyable<Buffer>);
  SHOW(std::copyable<Point>);
  SHOW(std::semiregular<Tag>);
  SHOW(std::semiregular<NeedsArg>);
  SHOW(std::regular<Point>);
  SHOW(std::regular<Tag>);
  SHOW(std::common_with<int, double>);
  SHOW(std::common_with<Cat *, Animal *>);
  SHOW(std::common_with<int, Tag>);
  SHOW(std::common_reference_with<int &, const int &>);
  SHOW(std::common_reference_with<Cat &, Animal &>);
  SHOW(std::common_reference_with<Tag, int>);
  SHOW(std::equality_comparable_with<int, long>);
  SHOW(std::totally_ordered_with<int, double>);
  SHOW(cuda::std::invocable<IsPositive, int>);
  SHOW(cuda::std::predicate<Describe, int>);
  SHOW(cuda::std::relation<Less, int, long>);
  SHOW(cuda::std::copy_constructible<Buffer>);
  SHOW(cuda::std::swappable<Buffer>);
  SHOW(cuda::std::regular<Point>);
  SHOW(cuda::std::common_with<int, long>);

  const int values[6] = {3, -1, 4, 0, -5, 9};
  printf("count_if positive: %d, of squares: %d\n", count_if(values, 6, IsPositive{}),
         count_if(values, 6, [](int v) { return v * v > 9; }));
  printf("before: %d %d\n", (int)before(2, 7L, Less{}), (int)before(7, 2L, Less{}));
  printf("category: %s %s %s %s\n", category(5), category(Point{1, 2}), category(Tag{}), category(NeedsArg{3}));
  printf("kind_of: %s %s %s %s\n", kind_of(IsPositive{}), kind_of(Describe{}), kind_of(Tag{}), kind_of(square));
}

int main()
{
  concepts_kernel<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
