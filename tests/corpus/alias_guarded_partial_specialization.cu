// libc++'s tuple_size<const T>: a partial specialization whose pattern is an alias template
// that names `const T` and ignores its other arguments, which guard it (SFINAE) and name the
// template being specialized (`sizeof(tuple_size<T>)`: only for a complete tuple_size<T>).
#include <cstdio>
#include <type_traits>

namespace lib {
template <class T>
struct tuple_size;

template <class T, class...>
using guarded = T;

template <class T>
struct tuple_size<guarded<const T, typename std::enable_if<!std::is_volatile<T>::value>::type,
                          std::integral_constant<unsigned long, sizeof(tuple_size<T>)>>>
    : std::integral_constant<unsigned long, tuple_size<T>::value> {};

template <class T>
struct tuple_size<guarded<volatile T, std::integral_constant<unsigned long, sizeof(tuple_size<T>)>>>
    : std::integral_constant<unsigned long, 100 + tuple_size<T>::value> {};

template <class... T>
struct tuple {};

template <class... T>
struct tuple_size<tuple<T...>> : std::integral_constant<unsigned long, sizeof...(T)> {};

// Whether tuple_size<T> is complete: a type without one has no size.
template <class T, class = void>
struct has_size : std::false_type {};
template <class T>
struct has_size<T, decltype((void)sizeof(tuple_size<T>))> : std::true_type {};
} // namespace lib

__global__ void sizes(unsigned long *out)
{
    out[0] = lib::tuple_size<lib::tuple<int, char, float>>::value;
    out[1] = lib::tuple_size<const lib::tuple<int>>::value;
    out[2] = lib::tuple_size<volatile lib::tuple<int, int>>::value;
    out[3] = lib::has_size<const int>::value;
    out[4] = lib::has_size<const lib::tuple<>>::value;
}

int main()
{
    unsigned long *d, h[5];
    cudaMalloc(&d, sizeof h);
    sizes<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("tuple<int, char, float>: %lu\n", h[0]);
    printf("const tuple<int>: %lu\n", h[1]);
    printf("volatile tuple<int, int>: %lu\n", h[2]);
    printf("const int has a size: %lu\n", h[3]);
    printf("const tuple<> has a size: %lu\n", h[4]);
    cudaFree(d);
    return 0;
}
