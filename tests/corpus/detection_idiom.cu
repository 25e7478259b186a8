// The detection idiom: alias templates as the arguments of template template parameters.
#include <cstdio>
#include <type_traits>
#include <utility>
template <class...> using void_t = void;
struct nonesuch {};
template <class Default, class AlwaysVoid, template <class...> class Op, class... Args>
struct detector { using value_t = std::false_type; using type = Default; };
template <class Default, template <class...> class Op, class... Args>
struct detector<Default, void_t<Op<Args...>>, Op, Args...> { using value_t = std::true_type; using type = Op<Args...>; };
template <template <class...> class Op, class... Args>
using is_detected = typename detector<nonesuch, void, Op, Args...>::value_t;
template <class T> using size_method_t = decltype(std::declval<T&>().size());
template <class T> using value_type_t = typename T::value_type;
struct Vec { typedef float value_type; __device__ int size() const { return 3; } };
struct Plain { int x; };
template <template <class> class F, class T> struct apply1 { using type = F<T>; };
template <class T> using ptr_t = T*;
__global__ void k()
{
    printf("%d %d %d %d\n", (int)is_detected<size_method_t, Vec>::value, (int)is_detected<size_method_t, Plain>::value,
           (int)is_detected<value_type_t, Vec>::value, (int)is_detected<value_type_t, int>::value);
    printf("%d %d\n", (int)sizeof(typename apply1<ptr_t, char>::type), (int)std::is_same<typename apply1<ptr_t, int>::type, int*>::value);
}
int main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }
