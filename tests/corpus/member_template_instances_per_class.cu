// A member template of a class template has instances in each instance of its class: 400
// classes each instantiating their member template five times are 2,000 instances, none of
// them a recursion (CUB's UnitWord<T>::IsMultiple, over the many types a test sorts).
#include <cstdio>
#include <type_traits>
#include <utility>

template <typename T> struct Unit {
    enum { ALIGN = alignof(T) };
    template <typename U> struct IsMultiple {
        enum { value = sizeof(T) % sizeof(U) == 0 && ALIGN % alignof(U) == 0 };
    };
    using Word = typename std::conditional<
        IsMultiple<int>::value, unsigned,
        typename std::conditional<IsMultiple<short>::value, unsigned short, unsigned char>::type>::type;
    using Big = typename std::conditional<IsMultiple<long long>::value, unsigned long long, Word>::type;
    static const int widest = IsMultiple<float>::value ? 4 : IsMultiple<char>::value ? 1 : 0;
};

template <int N> struct alignas(N % 4 == 0 ? 8 : 1) Tag { char c[N + 1]; };

template <int... Is> __device__ int total(std::integer_sequence<int, Is...>) {
    return (sizeof(typename Unit<Tag<Is>>::Big) + ...) + (Unit<Tag<Is>>::widest + ...);
}

__global__ void words(int* out) { out[0] = total(std::make_integer_sequence<int, 400>{}); }

int main() {
    int* out;
    cudaMallocManaged(&out, sizeof(int));
    words<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("total width of the words: %d\n", out[0]);
    cudaFree(out);
    return 0;
}
