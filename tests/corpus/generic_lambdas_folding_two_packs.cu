// corpus: generic lambdas whose folds and expansions name their own pack with an enclosing template's or lambda's pack ((x * y) + ...), captured by copy, by reference and by a pack capture
#include <cstdio>

__host__ __device__ int digits(int a, int b, int c) { return a * 100 + b * 10 + c; }

template <class... X> __host__ __device__ long long combine(X... x)
{
    auto by_reference = [&](auto... y) { return ((x * y) + ...); };
    auto templated = [=]<class... T>(T... y) { return digits((x + y)...); };
    auto captured = [x...](auto... y) { return (0 + ... + (x - y)) + int(sizeof...(y)); };
    return by_reference(1, 2, 3) + templated(1, 1, 1) * 1000LL + captured(3, 2, 1) * 1000000LL;
}

__host__ __device__ void run(long long* out)
{
    auto outer = [](auto... x) { return [=](auto... y) { return (0 + ... + (x * y)); }; };
    out[0] = outer(1, 2, 3)(4, 5, 6);
    out[1] = outer(2, 3)(10, 100);
    out[2] = combine(1, 2, 3);
    out[3] = combine(2, -1, 4);
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
