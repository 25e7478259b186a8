// corpus: partial specializations whose patterns name a class template with a static_assert on its parameters match (and are ordered) without the assertion seeing the patterns' own parameters
#include <cstdio>
#include <type_traits>

template <class T, int... N>
struct ext {
    static_assert(std::is_integral<T>::value, "T must be integral");
    T v;
};

template <class>
struct rank_of {
    static constexpr int value = -1;
};
template <class T, int... N>
struct rank_of<ext<T, N...>> {
    static constexpr int value = sizeof...(N);
};
template <class T, int N>
struct rank_of<ext<T, 4, N>> {
    static constexpr int value = 100 + N;
};

template <class E>
struct holder {
    static_assert(rank_of<E>::value >= 0, "E must be an ext");
    int x;
};

__global__ void kernel(int* out) {
    holder<ext<int, 3>> h;
    h.x = 1;
    out[0] = h.x;
    out[1] = rank_of<ext<long, 2, 5, 7>>::value;
    out[2] = rank_of<ext<short, 4, 9>>::value;
    out[3] = rank_of<float>::value;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    return 0;
}
