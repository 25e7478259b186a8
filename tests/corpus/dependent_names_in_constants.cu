// Constant expressions that name a class's member through a pack expansion inside
// parentheses, and through a decltype outside any function.
#include <cstdio>
#include <type_traits>
template <class T, class... L>
struct find;
template <class T>
struct find<T> {
    static constexpr int index = -100;
};
template <class T, class F, class... R>
struct find<T, F, R...> {
    static constexpr int index = std::is_same<T, F>::value ? 0 : 1 + (find<T, R...>::index);
};
template <class T, class... L>
struct holds {
    static constexpr bool value = (find<T, L...>::index >= 0) && (find<T, L...>::index < (int)sizeof...(L));
};
template <class T, class... L, typename std::enable_if<(find<T, L...>::index < (int)sizeof...(L)), int>::type = 0>
__device__ int position() { return find<T, L...>::index; }
struct ov {
    static std::integral_constant<int, 1> f(int);
    static std::integral_constant<int, 2> f(float);
};
struct picks {
    static constexpr int value = decltype(ov::f(2.5f))::value;
};
constexpr int picked_int = decltype(ov::f(2))::value;
__global__ void k()
{
    printf("%d %d %d\n", find<float, int, char, float>::index, (int)holds<char, int, char>::value,
           (int)holds<double, int>::value);
    printf("%d %d %d\n", position<char, int, char>(), picks::value, picked_int);
}
int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
