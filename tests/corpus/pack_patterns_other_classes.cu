// Patterns that expand a pack in a class template's arguments (`V<T...>`) matched against
// classes of other templates: no expansion is made (V's static assertion never fires), the
// partial specialization does not match and the function template is no candidate; classes
// derived from an instance and alias templates deduce as the instance does.
#include <cstdio>
#include <type_traits>
template <class... T>
struct V {
    static_assert(sizeof...(T) > 0, "V needs a type");
    int x;
};
template <class... T>
using Vec = V<T...>;
template <class... T>
struct D : V<T...> {};
template <class T>
struct is_v : std::false_type {};
template <class... T>
struct is_v<V<T...>> : std::true_type {};
struct tr {
    int id;
};
template <class... T>
__device__ int f(const V<T...> &) { return 10 + (int)sizeof...(T); }
__device__ int f(tr) { return 2; }
template <class... T>
__device__ int g(const Vec<T...> &) { return 20 + (int)sizeof...(T); }
__global__ void k()
{
    V<int, char> v;
    D<int, int, int> d;
    printf("%d %d %d\n", (int)is_v<tr>::value, (int)is_v<V<int>>::value, (int)is_v<D<int>>::value);
    printf("%d %d %d %d\n", f(tr{3}), f(v), f(d), g(v));
}
int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
