// An alias template whose type is a member of a `decltype` (`typename decltype(f(x))::type`,
// libcu++'s __type_pack_element): the member's reference is kept, so that a tuple of
// references indexes to references (the base class overload picks `indexed<I, T>`).
#include <cstdio>
#include <type_traits>

template <unsigned long I, class T>
struct indexed {
    using type = T;
};
template <class... T>
struct types {};
template <unsigned long... I>
struct indices {};
template <class Types, class Idx>
struct indexer;
template <class... T, unsigned long... I>
struct indexer<types<T...>, indices<I...>> : indexed<I, T>... {};

template <unsigned long I, class T>
__host__ __device__ indexed<I, T> at_index(indexed<I, T> const &);

template <unsigned long I, class... T>
using pick = typename decltype(at_index<I>(indexer<types<T...>, indices<0, 1>>{}))::type;

template <class A, class B>
using first_of_two = typename decltype(at_index<0>(indexer<types<A, B>, indices<0, 1>>{}))::type;

__global__ void answers(int *out)
{
    out[0] = std::is_same<pick<0, short &, float &>, short &>::value;
    out[1] = std::is_same<pick<1, short &, const float &>, const float &>::value;
    out[2] = std::is_same<pick<1, short, float &&>, float &&>::value;
    out[3] = std::is_same<first_of_two<int &, char>, int &>::value;
    int x = 1;
    pick<0, int &, float> r = x;
    r = 7;
    out[4] = x;
}

int main()
{
    int *d, h[5];
    cudaMalloc(&d, sizeof h);
    answers<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("short&: %d, const float&: %d, float&&: %d, int&: %d, written through: %d\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
