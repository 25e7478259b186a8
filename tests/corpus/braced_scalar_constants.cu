// corpus: scalar constants initialized with braces (`static constexpr int n{4};`, `constexpr
// int q{3};`, `T zero{};`) are constant expressions: array bounds, template arguments,
// `if constexpr` conditions and variable templates read them
#include <cstdio>

template <int N> struct Tag { static constexpr int value = N; };
struct Limits {
    static constexpr int none{};
    static constexpr long wide{5};
    static const int four{4};
};
template <class T> struct Typed { static constexpr T seven{7}; };
template <class T> constexpr T three{3};

__host__ __device__ void run(int* out) {
    int j = 0;
    out[j++] = Limits::none * 100 + (int)Limits::wide * 10 + Limits::four;
    out[j++] = Typed<int>::seven + Tag<Typed<short>::seven>::value;
    constexpr int q{3};
    constexpr unsigned empty{};
    int cells[q + empty];
    out[j++] = (int)sizeof(cells) + Tag<q>::value;
    if constexpr (q == 3 && empty == 0) {
        out[j++] = 1;
    } else {
        out[j++] = 2;
    }
    out[j++] = three<int> + Tag<three<long>>::value;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int i = 0; i < 5; i++) printf("%d ", out[i]);
    printf("\n");
    for (int i = 0; i < 5; i++) printf("%d ", host[i]);
    printf("\n");
    cudaFree(out);
    return 0;
}
