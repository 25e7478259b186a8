// corpus: lambdas in variadic function templates whose parameters expand the template's pack ([](A... a)), returned from the template or called in place, folded in the lambda's body
#include <cstdio>

template <class... A> __host__ __device__ auto make_adder()
{
    return [](A... a) { return (0 + ... + a); };
}

template <class... A> __host__ __device__ long long weighted(A... v)
{
    auto dot = [](A... a, A... b) { return (0LL + ... + (a * b)); };
    return dot(v..., v...);
}

template <class... A> __host__ __device__ int count_positive(A... v)
{
    return [&](A... a) { return (0 + ... + (a > 0 ? 1 : 0)); }(v...);
}

__host__ __device__ void run(long long* out)
{
    auto add = make_adder<int, int, int>();
    out[0] = add(3, 4, 5);
    out[1] = weighted(1, 2, 3);
    out[2] = count_positive(5, -1, 2, 0, 7);
    out[3] = make_adder<long long>()(40) + make_adder<>()();
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
