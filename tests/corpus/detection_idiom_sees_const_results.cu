// corpus: the detection idiom tells a member function callable on `declval<const T&>()` (a const one) from one that is not, decltype of a member call on a function's const reference result sees its const, and so does std::is_invocable of a pointer to member function
#include <cstdio>
#include <type_traits>
#include <utility>

struct Mutable {
    __host__ __device__ int get() { return 1; }
};
struct Constant {
    __host__ __device__ int get() const { return 2; }
};
struct Both {
    __host__ __device__ int get() { return 3; }
    __host__ __device__ long get() const { return 4; }
};

template <class T, class = void> struct has_const_get : std::false_type {};
template <class T> struct has_const_get<T, std::void_t<decltype(std::declval<const T&>().get())>> : std::true_type {};
template <class T, class = void> struct has_get : std::false_type {};
template <class T> struct has_get<T, std::void_t<decltype(std::declval<T&>().get())>> : std::true_type {};

__host__ __device__ const Both& view(const Both& b) { return b; }

template <class T> __host__ __device__ int read(const T& t)
{
    if constexpr (has_const_get<T>::value)
        return t.get();
    else
        return -1;
}

__host__ __device__ void run(long long* out)
{
    out[0] = has_const_get<Mutable>::value * 100 + has_const_get<Constant>::value * 10 + has_const_get<Both>::value;
    out[1] = has_get<Mutable>::value * 100 + has_get<Constant>::value * 10 + has_get<Both>::value;
    out[2] = read(Mutable{}) * 100 + read(Constant{}) * 10 + read(Both{});
    Both b;
    out[3] = sizeof(decltype(view(b).get())) * 10 + sizeof(decltype(b.get()));
    out[4] = std::is_same<decltype(std::declval<const Both&>().get()), long>::value;
    out[5] = std::is_invocable<decltype(&Mutable::get), const Mutable&>::value * 10 +
             std::is_invocable<decltype(&Mutable::get), Mutable&>::value;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 6;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
