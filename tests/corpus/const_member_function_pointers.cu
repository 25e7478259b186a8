// A pointer to a `const` member function has a type of its own (`int (C::*)() const`): the
// traits of a callable's `operator()` tell mutable lambdas and `const` call operators apart.
#include <cstdio>
#include <type_traits>

template <class F>
struct callable : callable<decltype(&F::operator())> {};
template <class R, class C, class... A>
struct callable<R (C::*)(A...) const> {
    static constexpr int arity = sizeof...(A);
    static constexpr bool mutates = false;
};
template <class R, class C, class... A>
struct callable<R (C::*)(A...)> {
    static constexpr int arity = sizeof...(A);
    static constexpr bool mutates = true;
};

struct Reader {
    int x;
    __device__ int get() const { return x; }
    __device__ int bump() { return ++x; }
    __device__ float operator()(int, int) const { return 1.0f; }
};

__global__ void traits(int *out)
{
    auto pure = [](int a, float b, double c) { return a + b + c; };
    int count = 0;
    auto counting = [count](int a) mutable { return count += a; };
    out[0] = callable<decltype(pure)>::arity * 10 + callable<decltype(pure)>::mutates;
    out[1] = callable<decltype(counting)>::arity * 10 + callable<decltype(counting)>::mutates;
    out[2] = callable<Reader>::arity * 10 + callable<Reader>::mutates;
    out[3] = std::is_same<decltype(&Reader::get), int (Reader::*)() const>::value;
    out[4] = std::is_same<decltype(&Reader::get), int (Reader::*)()>::value;
    int (Reader::*read)() const = &Reader::get;
    int (Reader::*change)() = &Reader::bump;
    const Reader fixed{4};
    Reader r{5};
    out[5] = (fixed.*read)() + (r.*change)() * 10 + (r.*read)() * 100;
    out[6] = counting(3) + counting(4);
    out[7] = std::is_function<int(int) const>::value * 10 +
             std::is_same<int(int) const, int(int)>::value;
}

int main()
{
    int *d;
    cudaMallocManaged(&d, 8 * sizeof(int));
    traits<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    for (int i = 0; i < 8; ++i)
        printf("%d%c", d[i], i == 7 ? '\n' : ' ');
    cudaFree(d);
    return 0;
}
