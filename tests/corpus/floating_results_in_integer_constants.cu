// corpus: a constexpr function's floating-point result in an integer constant expression (a template argument, an array bound, an enumerator, a constexpr local) keeps its fraction until the conversion
#include <cstdio>

__host__ __device__ constexpr double half(int x) { return x / 2.0; }
__host__ __device__ constexpr float third(float x) { return x / 3.0f; }

struct P {
    double x;
};
__host__ __device__ constexpr P make_p() { return P{2.5}; }

template <long long N> struct K {
    static constexpr long long v = N;
};

enum { Twice = (int)(half(5) * 2), Negated = (int)-half(7) };

__host__ __device__ void run(long long* out)
{
    out[0] = K<(long long)(half(5) * 10)>::v;
    out[1] = K<(long long)(half(5) + half(5))>::v;
    char bytes[(int)(half(3) * 4)];
    out[2] = sizeof bytes;
    out[3] = Twice * 10 + Negated;
    constexpr long long sum = (long long)(third(10.0f) * 3 + half(1));
    out[4] = sum;
    constexpr P p = make_p();
    out[5] = K<(long long)(p.x * 2)>::v;
    out[6] = K<(long long)(2 * half(3))>::v * 10 + K<(half(3) > 1)>::v;
    out[7] = K<(unsigned char)(half(501))>::v;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 8;
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
