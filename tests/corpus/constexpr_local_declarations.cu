// constexpr functions whose bodies declare local type names or assert, called where a
// constant is needed (array bounds, template arguments).
#include <cstdio>
template <class T>
__host__ __device__ constexpr T with_alias(T a)
{
    using U = unsigned;
    return (T)(U)a;
}
__host__ __device__ constexpr int with_typedef(int a)
{
    typedef unsigned short U;
    return (int)(U)(a + 65536);
}
__host__ __device__ constexpr int with_static_assert(int a)
{
    static_assert(sizeof(int) == 4, "32-bit int");
    return a * 2;
}
template <int N>
struct Holder {
    int items[N];
};
__global__ void k()
{
    constexpr int a = with_alias(4);
    constexpr int b = with_typedef(5);
    constexpr int c = with_static_assert(3);
    int a1[a], a2[b], a3[c];
    Holder<with_alias(7)> h;
    printf("%d %d %d %d\n", (int)(sizeof(a1) / 4), (int)(sizeof(a2) / 4), (int)(sizeof(a3) / 4),
           (int)(sizeof(h.items) / 4));
}
int main()
{
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
