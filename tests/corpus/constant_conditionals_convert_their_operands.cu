// corpus: a conditional in a constexpr function evaluated in a template argument has the type of both operands (b ? 7 : 2.5 is 7.0, b ? -1 : 1u is 4294967295u), as where it runs
#include <cstdio>

template <long long V> struct Value {
    static constexpr long long v = V;
};

__host__ __device__ constexpr long long halved(bool b) { return (long long)((b ? 7 : 2.5) / 2 * 10); }
__host__ __device__ constexpr long long wrapped(bool b) { return b ? -1 : 1u; }
__host__ __device__ constexpr long long single(bool b) { return (long long)((b ? 1 : 0.1f) * 3 * 1000000); }
__host__ __device__ constexpr long long widened(int x, unsigned long long y, bool b)
{
    short s = -2;
    return (b ? s : y) >> 60;
}
__host__ __device__ constexpr long long nested(int n)
{
    return n > 1 ? (n > 2 ? -3 : 2u) : 'a';
}
__host__ __device__ constexpr long long recursive(int n) { return n == 0 ? 1 : n * recursive(n - 1); }

__host__ __device__ void run(long long* out, bool t)
{
    out[0] = Value<halved(true)>::v * 1000 + halved(t);
    out[1] = Value<wrapped(true)>::v - wrapped(t);
    out[2] = Value<single(true)>::v + single(!t);
    out[3] = Value<widened(1, 2, true)>::v * 100 + widened(1, 2, t);
    out[4] = Value<nested(3)>::v;
    out[5] = Value<nested(2)>::v + Value<nested(1)>::v;
    out[6] = Value<recursive(10)>::v;
}

__global__ void kernel(long long* out) { run(out, true); }

int main()
{
    const int n = 7;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host, true);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
