#include <cstdio>
#include <type_traits>
#include <limits>
#include <cstdint>

__device__ int f(char) { return 1; }
__device__ int f(signed char) { return 2; }
__device__ int f(unsigned char) { return 3; }
__device__ int g(long) { return 4; }
__device__ int g(long long) { return 5; }
__device__ int g(unsigned long) { return 6; }
__device__ int g(unsigned long long) { return 7; }

template <class T> struct Name { static constexpr int id = 0; };
template <> struct Name<long> { static constexpr int id = 10; };
template <> struct Name<long long> { static constexpr int id = 11; };
template <> struct Name<signed char> { static constexpr int id = 12; };
template <> struct Name<char> { static constexpr int id = 13; };

template <class T> __device__ int which(T) { return Name<T>::id; }

template <class T> __global__ void tk(T* out) { *out = (T)Name<T>::id; }

__global__ void k()
{
    signed char sc = 1;
    long l = 1;
    long long ll = 1;
    int64_t i64 = 1;
    printf("%d %d %d %d %d %d %d\n", f('a'), f(sc), f((unsigned char)2), g(1L), g(1LL), g(1UL), g(1ULL));
    printf("%d %d %d\n", g(i64), g((uint64_t)1), g((size_t)1));
    printf("%d %d %d %d\n", which(l), which(ll), which(sc), which('c'));
    printf("%d %d %d\n", (int)std::is_same<long, long long>::value, (int)std::is_same<decltype(l + ll), long long>::value,
           (int)std::is_same<decltype(1UL + 1LL), unsigned long long>::value);
    printf("%d %d\n", (int)std::is_same<decltype(1L + 1U), long>::value, (int)std::is_same<decltype(ll * 2), long long>::value);
    printf("%d %d %d\n", (int)std::is_same<std::make_unsigned<long long>::type, unsigned long long>::value,
           (int)std::is_same<int64_t, long>::value, (int)std::is_signed<signed char>::value);
    printf("%lld %d %d\n", std::numeric_limits<long long>::max(), (int)std::numeric_limits<signed char>::min(), (int)std::is_integral<long long>::value);
    __shared__ unsigned long long acc;
    acc = 0;
    atomicAdd(&acc, 5ULL);
    printf("%llu\n", acc);
}

int main()
{
    k<<<1, 1>>>();
    long long* d;
    cudaMalloc(&d, sizeof(long long));
    tk<long long><<<1, 1>>>(d);
    long long h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    long* e;
    cudaMalloc(&e, sizeof(long));
    tk<<<1, 1>>>(e);
    long hl = 0;
    cudaMemcpy(&hl, e, sizeof hl, cudaMemcpyDeviceToHost);
    printf("%lld %ld\n", h, hl);
    cudaDeviceSynchronize();
}
