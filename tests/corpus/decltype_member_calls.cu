// decltype of member function calls returning references: the const overload a const object (or a pointer to
// const) calls, the other one otherwise, and a non-const member returning a reference to const.
#include <cstdio>
#include <type_traits>
template <class T> struct Box {
  T v;
  __device__ const T& get() const { return v; }
  __device__ T& get() { return v; }
  __device__ const T& peek() { return v; }
};
__global__ void k() {
  Box<int> b{3};
  const Box<int> cb{4};
  Box<int>* p = &b;
  const Box<int>* cp = &cb;
  printf("%d %d %d %d %d\n",
    (int)std::is_const<std::remove_reference_t<decltype(b.get())>>::value,
    (int)std::is_const<std::remove_reference_t<decltype(cb.get())>>::value,
    (int)std::is_const<std::remove_reference_t<decltype(p->get())>>::value,
    (int)std::is_const<std::remove_reference_t<decltype(cp->get())>>::value,
    (int)std::is_const<std::remove_reference_t<decltype(b.peek())>>::value);
  b.get() = 5;
  printf("%d\n", b.v);
}
int main() { k<<<1,1>>>(); cudaDeviceSynchronize(); }
