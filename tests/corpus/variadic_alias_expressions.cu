// Alias templates whose pack is expanded inside expressions and compound types, as libcu++
// and Thrust write their traits: a fold, a comma expression per element, a call's explicit
// arguments in decltype, pointers to each element, a pack the alias ignores.
#include <cstdio>
#include <type_traits>

template <bool... B>
struct bools {};
// libcu++'s __all: every value true when the list equals one of trues.
template <bool... P>
using all_true = std::is_same<bools<P...>, bools<((void)P, true)...>>;

template <class T>
__host__ __device__ char pick(T *);
template <class T, class U>
__host__ __device__ short pick(T *, U *);
template <class... P>
using picked = decltype(pick<P...>(static_cast<P *>(nullptr)...));

template <class... T>
struct count {
    static const int value = sizeof...(T);
};
template <class... P>
using pointers_and_int = count<P *..., int>;

template <class A, class... Ignored>
using first_of = A;

template <class... P>
using total_size = std::integral_constant<int, (sizeof(P) + ... + 0)>;

template <class... P>
using all_integral = all_true<std::is_integral<P>::value...>;

template <class... P>
__global__ void report(int *out)
{
    out[0] = all_true<true, true, true>::value;
    out[1] = all_true<true, false>::value;
    out[2] = sizeof(picked<P...>);
    out[3] = pointers_and_int<P...>::value;
    out[4] = sizeof(first_of<double, P...>);
    out[5] = total_size<P...>::value;
    out[6] = all_integral<P...>::value;
    out[7] = std::is_same<first_of<P..., void>, int>::value;
}

template <class... P>
void run(const char *name)
{
    int *d, h[8];
    cudaMalloc(&d, sizeof h);
    report<P...><<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%-12s", name);
    for (int v : h)
        printf(" %d", v);
    printf("\n");
    cudaFree(d);
}

int main()
{
    run<int>("<int>");
    run<int, char>("<int, char>");
    run<long, float>("<long, float>");
    return 0;
}
