// corpus: a member function template defined anew for one instance of its class template (`template <> template <class U> int M<long>::g(U)`), its explicit specialization for that instance (`template <> template <> int M<long>::g(char)`), a member template of an explicitly specialized class defined outside it (`template <class U> int M<char>::g(U)`), of a partial specialization, and of a class template nested in a class
#include <cstdio>

template <class T> struct M {
    template <class U> __host__ __device__ int g(U u);
    template <class U> __host__ __device__ static int size() { return sizeof(T) * 10 + sizeof(U); }
};
template <> struct M<char> {
    template <class U> __host__ __device__ int g(U u);
};
template <class T> struct M<T*> {
    template <class U> __host__ __device__ int g(U u);
};

template <class T> template <class U> __host__ __device__ int M<T>::g(U u) { return 100 + sizeof(T) + u; }
template <class U> __host__ __device__ int M<char>::g(U u) { return 200 + sizeof(U) + u; }
template <class T> template <class U> __host__ __device__ int M<T*>::g(U u) { return 300 + sizeof(U) * 10 + u; }
template <> template <class U> __host__ __device__ int M<long>::g(U u) { return 400 + u; }
template <> template <> __host__ __device__ int M<long>::g(char u) { return 500 + u; }
template <> template <class U> __host__ __device__ int M<short>::size() { return 900 + sizeof(U); }

struct Outer {
    template <class T> struct In {
        template <class U> __host__ __device__ static int id() { return 1; }
    };
};
template <> template <class U> __host__ __device__ int Outer::In<int>::id() { return 2 + sizeof(U); }

__host__ __device__ void run(long long* out)
{
    out[0] = M<int>().g(1);
    out[1] = M<char>().g(1.0);
    out[2] = M<int*>().g(2);
    out[3] = M<long>().g(3);
    out[4] = M<long>().g((char)3);
    out[5] = M<short>::size<int>() * 1000 + M<int>::size<short>();
    out[6] = Outer::In<int>::id<double>() * 10 + Outer::In<char>::id<double>();
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 7;
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
