// A member typedef that has the name of a class template of the enclosing namespace hides the
// template inside the class (as std::chrono's clocks declare `typedef chrono::time_point<...>
// time_point;`), so `time_point(d)` in a member function is a functional cast to the typedef.
// nvcc prints:      7
// ferrocuda prints: error: no matching function for call to 'holder<long long, int>(holder<int, int>)'
//                   (the name is taken for the template and its arguments deduced from 7)
#include <cstdio>
namespace ns {
template <class T, class U = T>
struct holder {
  T v;
  __host__ __device__ explicit holder(T x) : v(x) {}
};
struct clock {
  typedef ns::holder<long long, int> holder;
  __host__ __device__ static holder now() { return holder(7); }
};
}  // namespace ns
__global__ void k() { printf("%lld\n", ns::clock::now().v); }
int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
