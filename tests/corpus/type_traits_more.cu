// More of <type_traits> in device code (array ranks and extents, type categories,
// conjunction/disjunction, common_type, constructibility, assignability and invocability
// detected through expression SFINAE, variadic variable and alias templates), and alignas on
// members, which sets their offsets and the class's size.
#include <cstdio>
#include <type_traits>

struct Plain {
    int x;
};
struct NoDefault {
    __device__ NoDefault(int) {}
};
struct Functor {
    __device__ int operator()(float) const { return 1; }
};
struct Padded {
    char tag;
    alignas(16) float value[3];
};
template <int N, int A>
struct Buffer {
    alignas(A) unsigned char bytes[N];
};

template <class... Ts>
constexpr bool all_integral = std::conjunction_v<std::is_integral<Ts>...>;

template <class T>
__device__ const char *describe() {
    if constexpr (std::is_scalar_v<T>) return "scalar";
    else if constexpr (std::is_array_v<T>) return "array";
    else if constexpr (std::is_class_v<T>) return "class";
    else return "other";
}

__global__ void traits() {
    printf("rank/extent: %d %d %d %d\n", (int)std::rank_v<int[2][3]>,
           (int)std::extent_v<int[2][3], 1>, (int)std::extent_v<int[5]>,
           std::is_same_v<std::remove_all_extents_t<int[2][3]>, int>);
    printf("categories: %d %d %d %d %d\n", std::is_scalar_v<int *>, std::is_scalar_v<Plain>,
           std::is_object_v<Plain>, std::is_fundamental_v<void>,
           std::is_member_pointer_v<int Plain::*>);
    printf("logic: %d %d %d %d %d\n",
           std::conjunction_v<std::is_integral<int>, std::is_signed<int>>,
           std::disjunction_v<std::is_void<int>, std::is_pointer<int>>,
           std::negation_v<std::is_void<int>>, all_integral<int, char, long>,
           all_integral<int, float>);
    printf("common: %d %d %d\n", std::is_same_v<std::common_type_t<int, float>, float>,
           std::is_same_v<std::common_type_t<char, short, long>, long>,
           std::is_same_v<std::common_type_t<const int &>, int>);
    printf("construct: %d %d %d %d\n", std::is_constructible_v<Plain>,
           std::is_default_constructible_v<NoDefault>, std::is_constructible_v<NoDefault, int>,
           std::is_copy_constructible_v<NoDefault>);
    printf("invoke: %d %d %d\n", std::is_invocable_v<Functor, float>,
           std::is_invocable_v<Functor, Plain>,
           std::is_same_v<std::invoke_result_t<Functor, double>, int>);
    printf("assign: %d %d %d %d\n", std::is_assignable_v<int &, int>,
           std::is_assignable_v<int, int>, std::is_null_pointer_v<decltype(nullptr)>,
           (int)std::alignment_of_v<double>);
    printf("misc: %d %d %s %s %s\n", std::is_same_v<std::remove_cvref_t<const int &>, int>,
           (int)sizeof(std::aligned_storage<12, 8>::type), describe<float *>(),
           describe<int[4]>(), describe<Plain>());
    Padded p;
    printf("alignas members: %d %d %d %d %d\n", (int)sizeof(Padded), (int)alignof(Padded),
           (int)((char *)&p.value - (char *)&p), (int)sizeof(Buffer<12, 8>),
           (int)alignof(Buffer<3, 4>));
}

int main() {
    traits<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("host: %d %d\n", (int)sizeof(Padded), (int)sizeof(Buffer<12, 8>));
    return 0;
}
