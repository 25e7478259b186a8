// -std=c++17
// Names in class scopes as library-style device code uses them: member types inherited from a
// base (and brought in with `using typename`), a member class template used inside its class,
// `Base::member` and `object.Base::member`, explicit specializations of a class template's
// members, range-for through free begin/end, std::iterator_traits, std::decay of arrays and
// functions, std::byte with its shifts, and operator>> declared by a class.
#include <cstdio>
#include <cstddef>
#include <iterator>
#include <type_traits>

struct Base {
    using value_type = long long;
    typedef short small_t;
    struct Nested {
        int q;
    };
    int member = 5;
};

struct Derived : Base {
    int member = 7;
    __device__ value_type combined() const
    {
        value_type v = 1;
        small_t s = 2;
        Nested n{3};
        return (v << 40) + s + n.q + Base::member * 100 + member * 1000;
    }
};

template <typename T>
struct BaseT {
    using value_type = T;
    T stored = 3;
};

template <typename T>
struct DerivedT : BaseT<T> {
    using typename BaseT<T>::value_type;
    __device__ value_type twice() const { return BaseT<T>::stored * value_type(2); }
};

struct Outer {
    template <typename U>
    struct Inner {
        U u;
    };
    __device__ static Inner<int> make(int u) { return Inner<int>{u}; }
    __device__ int unwrap(int u) const
    {
        Inner<int> x{u};
        return x.u;
    }
};

template <typename T>
struct Acc {
    T total;
    __device__ T scaled() const { return total * T(3); }
    __device__ static int id();
};
template <>
__device__ int Acc<int>::scaled() const
{
    return -total;
}
template <typename T>
__device__ int Acc<T>::id()
{
    return 1;
}
template <>
__device__ int Acc<char>::id()
{
    return 2;
}

namespace rng {
struct IntRange {
    int a, b;
    struct It {
        int v;
        __device__ int operator*() const { return v; }
        __device__ void operator++() { ++v; }
        __device__ bool operator!=(It o) const { return v != o.v; }
    };
};
__device__ IntRange::It begin(const IntRange &r) { return {r.a}; }
__device__ IntRange::It end(const IntRange &r) { return {r.b}; }
} // namespace rng

template <typename T>
struct Counting {
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = T *;
    using reference = T;
    using iterator_category = std::random_access_iterator_tag;
    T v;
    __device__ T operator[](difference_type i) const { return v + (T)i; }
};

template <typename It>
__device__ typename std::iterator_traits<It>::value_type sum_first(It it, int n)
{
    typename std::iterator_traits<It>::value_type s{};
    for (int i = 0; i < n; ++i)
        s += it[i];
    return s;
}

struct Bits {
    unsigned v;
    __device__ Bits operator>>(int s) const { return {v >> s}; }
    __device__ Bits &operator>>=(int s)
    {
        v >>= s;
        return *this;
    }
};

__global__ void names(long long *out, const double *values)
{
    Derived d;
    out[0] = d.combined();
    out[1] = d.Base::member * 10 + d.member;
    out[2] = DerivedT<long long>().twice();
    out[3] = Outer::make(5).u * 10 + Outer().unwrap(6);
    Acc<int> a{11};
    Acc<long long> b{2};
    out[4] = a.scaled() * 1000 + b.scaled() * 10 + Acc<char>::id() * 100 + Acc<int>::id();
    int s = 0;
    for (int x : rng::IntRange{0, 10})
        s += x;
    out[5] = s;
    out[6] = (long long)(sum_first(values, 4) * 10) * 1000 + sum_first(Counting<long>{10}, 5);
    out[7] = std::is_same<std::decay_t<int[3]>, int *>::value * 100 +
             std::is_same<std::decay_t<int(float)>, int (*)(float)>::value * 10 +
             std::is_same<std::decay_t<const int &>, int>::value;
    std::byte raw{0xF0};
    raw >>= 4;
    raw = raw << 1;
    raw |= std::byte{1};
    Bits bits{64};
    Bits shifted = bits >> 2;
    shifted >>= 1;
    out[8] = std::to_integer<int>(raw) * 100 + shifted.v;
}

int main()
{
    long long *out;
    double *values;
    cudaMalloc(&out, 9 * sizeof(long long));
    cudaMalloc(&values, 4 * sizeof(double));
    double h[4] = {1.5, 2, 3, 4};
    cudaMemcpy(values, h, sizeof h, cudaMemcpyHostToDevice);
    names<<<1, 1>>>(out, values);
    long long r[9];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 9; i++)
        printf("%lld\n", r[i]);
    return 0;
}
