// Alias templates that name references and `const` types (`template <class T> using LR = T &;`,
// `std::remove_reference_t<const int &>`), `decltype` as a template argument of a trailing
// return type, rvalue references returned through a dependent typedef or a `decltype`, members
// of xvalues (`std::move(s).v`, `std::move(s).*pm`), and a partial specialization written over
// an alias template (`A<std::index_sequence<I...>>`).
#include <cstdio>
#include <type_traits>
#include <utility>

template <class T> using Id = T;
template <class T> using LR = T &;
template <class T> struct W { typedef T type; };
template <class T> using W_t = typename W<T>::type;
using IR = int &;

struct B { int v; };
template <class T> struct E { typedef T type; };
template <class M> struct RR { typedef M &&type; };

template <class T>
__device__ auto first(T *t) -> typename E<decltype(*t)>::type { return *t; }
template <class M, class C, class T>
__device__ auto member_of(M C::*pm, T &t) -> typename std::enable_if<true, decltype(t.*pm)>::type
{
    return t.*pm;
}
template <class M> __device__ typename RR<M>::type moved(M &m) { return static_cast<M &&>(m); }
template <class M> __device__ M &&moved_plain(M &m) { return static_cast<M &&>(m); }
template <class M> __device__ auto moved_again(M &m) -> decltype(moved_plain(m)) { return moved_plain(m); }

template <class S> struct A { static constexpr int v = 0; };
template <std::size_t... I> struct A<std::index_sequence<I...>> { static constexpr int v = 1 + sizeof...(I); };

template <class T> __device__ const char *category(T &) { return "lvalue"; }
template <class T> __device__ const char *category(T &&) { return "rvalue"; }

__global__ void kernel(int *out)
{
    int x = 1;
    IR a = x;
    a = 2;
    LR<int> b = x;
    b += 3;
    Id<int &> c = x;
    c *= 4;
    out[0] = x;
    out[1] = std::is_same<W_t<int &>, int &>::value + 2 * std::is_same<W_t<const int>, const int>::value +
             4 * std::is_same<std::remove_reference_t<const int &>, const int>::value +
             8 * std::is_same<std::add_const_t<int>, const int>::value;

    B s{5};
    first(&s.v) += 10;
    member_of(&B::v, s) *= 2;
    out[2] = s.v;
    out[3] = std::is_same<decltype(moved(s.v)), int &&>::value + 2 * std::is_same<decltype(moved_again(s.v)), int &&>::value;

    int B::*pm = &B::v;
    out[4] = std::is_same<decltype(std::move(s).*pm), int &&>::value + 2 * std::is_same<decltype((std::move(s).v)), int &&>::value;
    printf("%s %s %s %s\n", category(s.v), category(std::move(s).v), category(std::move(s).*pm), category(moved(s.v)));

    out[5] = A<std::index_sequence<4, 5>>::v * 10 + A<std::make_index_sequence<3>>::v;
    out[6] = A<int>::v;
}

int main()
{
    int *d, h[7];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("x=%d traits=%d s.v=%d moved=%d members=%d spec=%d primary=%d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6]);
    cudaFree(d);
    return 0;
}
