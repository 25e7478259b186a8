// corpus: a member class, or member class template, defined anew for one instance of its enclosing class template by an explicit specialization written outside it (`template <> struct A<int>::In`), used for that instance only
#include <cstdio>

template <class T> struct Outer {
    struct In {
        __host__ __device__ static int id() { return 1; }
    };
    template <class U> struct Nested {
        __host__ __device__ static int id() { return 10 + sizeof(U); }
    };
};

template <> struct Outer<int>::In {
    __host__ __device__ static int id() { return 2; }
    int extra;
};

template <> template <class U> struct Outer<char>::Nested {
    __host__ __device__ static int id() { return 20 + sizeof(U); }
};

__host__ __device__ void run(long long* out)
{
    out[0] = Outer<int>::In::id() * 10 + Outer<char>::In::id();
    out[1] = sizeof(Outer<int>::In) * 10 + sizeof(Outer<long>::In);
    out[2] = Outer<char>::Nested<double>::id() * 100 + Outer<long>::Nested<short>::id();
    Outer<int>::In in{7};
    out[3] = in.extra;
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
