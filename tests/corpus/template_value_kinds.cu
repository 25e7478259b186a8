// Value template parameters declared auto keep their argument's type (Const<10LL> is not
// Const<10>, and 2^40 is not cut to an int); constructors inherited through a member alias of
// the base; a namespace nested in an inline namespace, named through the outer one.
#include <cstdio>

template <auto V>
struct Const {
    static constexpr auto value = V;
    using type = decltype(V);
};

template <auto V>
__device__ int size_of_argument()
{
    return sizeof(V);
}

template <typename T>
struct Pair {
    T x, y;
    __device__ Pair(T a, T b) : x(a), y(b) {}
};

template <typename T>
struct Point : Pair<T> {
    using Base = Pair<T>;
    using Base::Base;
    __device__ T sum() const { return this->x + this->y; }
};

namespace lib {
inline namespace v2 {
struct Plain {
    int v;
};
namespace detail {
struct Hidden {
    int v;
};
} // namespace detail
} // namespace v2
} // namespace lib

__global__ void kinds(long long *out)
{
    out[0] = sizeof(Const<10LL>::type);
    out[1] = sizeof(Const<'a'>::type);
    out[2] = sizeof(Const<(short)1>::value);
    out[3] = size_of_argument<10LL>() * 100 + size_of_argument<'c'>() * 10 + size_of_argument<true>();
    out[4] = Const<(1LL << 40)>::value;
    out[5] = Const<4000000000u>::value;
    out[6] = Point<int>(3, 4).sum();
    lib::Plain p{3};
    lib::detail::Hidden h{4};
    out[7] = p.v * 10 + h.v;
}

int main()
{
    long long *out;
    cudaMalloc(&out, 8 * sizeof(long long));
    kinds<<<1, 1>>>(out);
    long long r[8];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    for (long long v : r)
        printf("%lld\n", v);
    return 0;
}
