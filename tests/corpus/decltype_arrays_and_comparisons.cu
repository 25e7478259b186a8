// decltype in trailing return types given arrays through `const C&` (std::begin of an array
// reference), and comparisons and shifts inside decltype in template argument lists, where a
// '>' belongs to the expression and does not end the list.
#include <cstdio>
#include <iterator>

template <class C>
__device__ auto first_of(const C& c) -> decltype(std::begin(c))
{
    return std::begin(c);
}

template <class C>
__device__ auto last_of(const C& c) -> decltype(std::end(c))
{
    return std::end(c) - 1;
}

template <class C>
__device__ auto total(const C& c) -> decltype(+*std::begin(c))
{
    decltype(+*std::begin(c)) s = 0;
    for (auto p = std::begin(c); p != std::end(c); ++p)
        s += *p;
    return s;
}

template <class T>
struct Box {
    T v;
};

template <bool B>
struct Flag {
    static constexpr bool value = B;
};

__global__ void kernel(int* out)
{
    const int a[4] = {4, 2, 3, 9};
    const float f[2] = {1.5f, 2.25f};
    out[0] = *first_of(a);
    out[1] = *last_of(a);
    out[2] = total(a);
    out[3] = (int)(total(f) * 4);
    int x = 3, y = 2;
    Box<decltype(x > y)> compared{x > y};
    Box<decltype(x >> 1)> shifted{x >> 1};
    out[4] = compared.v;
    out[5] = shifted.v;
    out[6] = sizeof(compared) * 10 + sizeof(shifted);
    out[7] = Flag<(sizeof(int) > 2)>::value;
}

int main()
{
    int* d;
    cudaMalloc(&d, 8 * sizeof(int));
    kernel<<<1, 1>>>(d);
    int h[8];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int v : h)
        printf("%d ", v);
    printf("\n");
    return 0;
}
