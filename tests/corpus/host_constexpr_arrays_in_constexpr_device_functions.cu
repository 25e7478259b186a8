// corpus: a constexpr __device__ or __host__ __device__ function reads the elements of a namespace-scope constexpr array (and object) of the host's where its call is a constant expression: a constexpr local, a template argument, an array bound (CUDA's rule for host constexpr variables)
#include <cstdio>

constexpr int primes[] = {2, 3, 5, 7, 11};
struct Limits {
    int lo, hi;
};
constexpr Limits limits{4, 9};

constexpr __device__ int prime(int i) { return primes[i]; }
constexpr __host__ __device__ int prime_sum(int n)
{
    int s = 0;
    for (int i = 0; i < n; ++i) s += primes[i];
    return s;
}
constexpr __host__ __device__ int span() { return limits.hi - limits.lo; }

template <int N> struct Tag {
    static constexpr int value = N;
};

__global__ void kernel(long long* out)
{
    constexpr int third = prime(2);
    constexpr int sum = prime_sum(5);
    int buffer[prime_sum(3)];
    out[0] = third * 100 + sum;
    out[1] = Tag<prime(4)>::value * 100 + Tag<span()>::value;
    out[2] = sizeof(buffer) / sizeof(buffer[0]);
}

int main()
{
    const int n = 3;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    long long host[n] = {prime_sum(5) + 100 * 5, 11 * 100 + span(), prime_sum(3)};
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
