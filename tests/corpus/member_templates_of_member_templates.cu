// corpus: member functions of a member class template of a class template, defined outside both (two template headers), beside member templates defined outside their class
#include <cstdio>

template <class T> struct Outer {
    template <class U> struct Inner {
        U scale;
        __host__ __device__ U apply(T t) const;
        template <int N> __host__ __device__ U repeat(T t) const;
    };
    T base;
    template <class V> __host__ __device__ V convert() const;
};

template <class T>
template <class U>
__host__ __device__ U Outer<T>::Inner<U>::apply(T t) const
{
    return (U)t * scale;
}

template <class T>
template <class U>
template <int N>
__host__ __device__ U Outer<T>::Inner<U>::repeat(T t) const
{
    U sum = 0;
    for (int i = 0; i < N; ++i) sum += apply(t);
    return sum;
}

template <class T>
template <class V>
__host__ __device__ V Outer<T>::convert() const
{
    return (V)base / 2;
}

__host__ __device__ void run(float* out)
{
    Outer<int>::Inner<float> half{0.5f};
    out[0] = half.apply(5);
    out[1] = half.repeat<3>(4);
    Outer<double>::Inner<int> twice{2};
    out[2] = (float)twice.apply(3.75);
    Outer<int> o{7};
    out[3] = o.convert<float>();
    out[4] = (float)o.convert<int>();
}

__global__ void kernel(float* out) { run(out); }

int main()
{
    const int n = 5;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    kernel<<<1, 1>>>(d);
    float dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %g host %g\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
