// corpus: member alias templates with a parameter pack (a disjunction written as libc++'s, in a class and in an explicit specialization), and a class's own member alias template named alone beside a base that depends on its parameter
#include <cstdio>
#include <type_traits>

template <int N> struct Count { static constexpr int value = N; };

struct Counter {
    template <class First, class... Rest>
    using rest = Count<sizeof...(Rest)>;
};

template <bool> struct OrImpl;
template <> struct OrImpl<true> {
    template <class Result, class First, class... Rest>
    using result = typename OrImpl<!bool(First::value) && sizeof...(Rest) != 0>::template result<First, Rest...>;
};
template <> struct OrImpl<false> {
    template <class Result, class...>
    using result = Result;
};
template <class... Args>
using Or = typename OrImpl<sizeof...(Args) != 0>::template result<std::false_type, Args...>;

static_assert(Counter::rest<int, char, long>::value == 2, "");
static_assert(Or<std::is_same<int, int>>::value, "");
static_assert(!Or<std::is_same<int, short>, std::is_same<int, long>>::value, "");
static_assert(!Or<>::value, "");

template <class T> struct Storage { T value; };

template <class T>
struct Box : Storage<T> {
    template <class U>
    using same = std::is_same<T, U>;
    template <class U>
    __host__ __device__ static int matches(U) { return same<U>::value; }
    template <class U, std::enable_if_t<!Or<same<U>, std::is_same<U, void>>::value, int> = 0>
    __host__ __device__ Box(const Box<U>& other) : Storage<T>{T(other.value) + 1} {}
    __host__ __device__ Box(T v) : Storage<T>{v} {}
};

template <class... Ts>
__host__ __device__ constexpr int any_int() { return Or<std::is_same<Ts, int>...>::value; }

__global__ void k(int* out)
{
    Box<short> s(3);
    Box<int> i(s);
    out[0] = i.value;
    out[1] = Box<int>::matches(1) * 10 + Box<int>::matches(2.0);
    out[2] = any_int<char, int>() * 10 + any_int<char, long>();
    out[3] = Counter::rest<int, int, int, int>::value;
}

int main()
{
    int* d;
    cudaMallocManaged(&d, 4 * sizeof(int));
    k<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
    cudaFree(d);
    return 0;
}
