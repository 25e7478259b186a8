// corpus: <type_traits> and <utility> pieces for template metaprogramming in device code:
// is_class, is_base_of, is_convertible (and their _v forms), integer sequences made by
// make_index_sequence and expanded by a function template, and member typedefs computed with
// decltype of a static member function template call (the detection idiom's shape)
#include <cstdio>
#include <type_traits>
#include <utility>

struct Base { int b; };
struct Derived : Base { int d; };
struct Other {};
struct FromInt { __host__ __device__ FromInt(int) {} };

template <class T>
struct HasSize {
    template <class U> static __host__ __device__ std::true_type test(decltype(&U::size));
    template <class U> static __host__ __device__ std::false_type test(...);
    typedef decltype(test<T>(nullptr)) type;
};
struct Sized { __host__ __device__ int size() const { return 3; } };

template <size_t... I>
__device__ int weightedSum(const int *v, std::integer_sequence<size_t, I...>) {
    return (0 + ... + (v[I] * (int)(I + 1)));
}

template <class T>
__device__ int describe() {
    if constexpr (std::is_class<T>::value)
        return 1;
    else
        return 2;
}

__global__ void k(int *o) {
    o[0] = std::is_class<Base>::value * 1000 + std::is_class<int>::value * 100 +
           std::is_class<float *>::value * 10 + std::is_class_v<Derived>;
    o[1] = std::is_base_of<Base, Derived>::value * 1000 + std::is_base_of<Derived, Base>::value * 100 +
           std::is_base_of<Base, Base>::value * 10 + std::is_base_of_v<Other, Derived>;
    o[2] = std::is_convertible<int, float>::value * 1000 + std::is_convertible<int *, float *>::value * 100 +
           std::is_convertible<int, FromInt>::value * 10 + std::is_convertible_v<Derived *, Base *>;
    o[3] = HasSize<Sized>::type::value * 10 + HasSize<Other>::type::value;
    int v[5] = {5, 4, 3, 2, 1};
    o[4] = weightedSum(v, std::make_index_sequence<5>());
    o[5] = describe<Other>() * 10 + describe<int>();
}

int main() {
    int *d;
    cudaMalloc(&d, 6 * sizeof(int));
    k<<<1, 1>>>(d);
    int h[6];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("is_class %04d, is_base_of %04d, is_convertible %04d, detection %02d\n", h[0], h[1], h[2], h[3]);
    printf("index sequence sum %d, if constexpr on is_class %d\n", h[4], h[5]);
    cudaFree(d);
    return 0;
}
