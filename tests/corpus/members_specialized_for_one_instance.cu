// corpus: a member class, a member class template, or a member function of a nested class (template), defined anew for one instance of its enclosing class template by an explicit specialization written outside it (`template <> struct A<int>::In`, `template <> int A<int>::In::count()`), used for that instance only
#include <cstdio>

template <class T> struct Outer {
    struct In {
        __host__ __device__ static int id() { return 1; }
    };
    template <class U> struct Nested {
        __host__ __device__ static int id() { return 10 + sizeof(U); }
    };
};

template <class T> struct Box {
    struct Lid {
        __host__ __device__ static int count();
    };
    template <class U> struct Slot {
        __host__ __device__ static int count();
    };
};
template <class T> __host__ __device__ int Box<T>::Lid::count() { return 1; }
template <> __host__ __device__ int Box<int>::Lid::count() { return 2; }
template <class T> template <class U> __host__ __device__ int Box<T>::Slot<U>::count() { return 3; }
template <> template <> __host__ __device__ int Box<int>::Slot<int>::count() { return 4; }

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
    out[4] = Box<int>::Lid::count() * 10 + Box<char>::Lid::count();
    out[5] = Box<int>::Slot<int>::count() * 100 + Box<char>::Slot<int>::count() * 10 + Box<int>::Slot<char>::count();
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 6;
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
