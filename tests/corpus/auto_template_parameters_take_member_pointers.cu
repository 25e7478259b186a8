// corpus: a `template <auto>` parameter given a pointer to a data member or a member function (`&S::sum`) or `nullptr` takes it with its type
#include <cstdio>

struct S {
    long long a = 1, b = 2;
    __host__ __device__ long long sum() const { return a + b; }
};

template <auto M> __host__ __device__ long long call(const S& s) { return (s.*M)() * 10; }
template <auto M> __host__ __device__ long long field(const S& s) { return s.*M; }
template <auto P> __host__ __device__ long long is_null() { return P == nullptr; }
template <auto M> struct Tag {
    static constexpr long long v = 6;
};

__host__ __device__ void run(long long* out)
{
    S s;
    s.b = 5;
    out[0] = call<&S::sum>(s);
    out[1] = field<&S::b>(s) * 10 + field<&S::a>(s);
    out[2] = is_null<nullptr>();
    out[3] = Tag<&S::b>::v;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 4;
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
