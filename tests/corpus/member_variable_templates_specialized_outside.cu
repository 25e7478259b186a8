// corpus: static data member templates specialized outside their class: a partial specialization of a class template's member (`template <class T> template <class U> constexpr bool V<T>::same<U*> = true;`), an explicit specialization for one instance (`template <> template <> constexpr int V<int>::tag<char>`), those of a plain class, and static data members defined outside a partial specialization of their class template
#include <cstdio>

template <class T> struct V {
    template <class U> static constexpr bool same = false;
    template <class U> static constexpr int tag = 1;
};
template <class T> template <class U> constexpr bool V<T>::same<U*> = true;
template <class T> template <class U> constexpr int V<T>::tag<U&> = sizeof(T) + 10;
template <> template <> constexpr int V<int>::tag<char> = 77;

struct W {
    template <class U> static constexpr int w = 1;
};
template <class U> constexpr int W::w<U*> = 2;
template <> constexpr int W::w<char> = 3;

template <class T> struct P {
    static const int k;
    template <class U> static constexpr int w = 1;
};
template <class T> struct P<T*> {
    static const int k;
    template <class U> static constexpr int w = 2;
};
template <class T> const int P<T>::k = sizeof(T);
template <class T> const int P<T*>::k = 100 + sizeof(T);
template <class T> template <class U> constexpr int P<T*>::w<U*> = 300 + sizeof(T);

__host__ __device__ void run(long long* out)
{
    out[0] = V<int>::same<int> * 10 + V<int>::same<int*>;
    out[1] = V<double>::tag<int&> * 10000 + V<int>::tag<char> * 100 + V<char>::tag<char>;
    out[2] = W::w<int> * 100 + W::w<int*> * 10 + W::w<char>;
    out[3] = P<double>::k * 1000 + P<double*>::k;
    out[4] = P<short*>::w<int*> * 100 + P<short*>::w<int> * 10 + P<int>::w<int*>;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 5;
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
