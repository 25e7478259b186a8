// corpus: explicit specializations: of a class template's static data member for one instance, of one of two overloaded function templates (by its parameter types), called with the primary's default arguments, and of a class template declared in an inline namespace, written in the enclosing one
#include <cstdio>

template <class T> struct Size {
    static const int bytes;
    static const long long scaled;
};
template <class T> const int Size<T>::bytes = sizeof(T);
template <class T> const long long Size<T>::scaled = sizeof(T) * 10;
template <> const int Size<char>::bytes = 99;
template <> const long long Size<short>::scaled = 77;

template <class T> __host__ __device__ int pick(T) { return 1; }
template <class T> __host__ __device__ int pick(T*) { return 2; }
template <> __host__ __device__ int pick<int>(int*) { return 3; }
template <> __host__ __device__ int pick<float>(float) { return 4; }

struct Chooser {
    template <class T> __host__ __device__ int at(T) { return 1; }
    template <class T> __host__ __device__ int at(T*) { return 2; }
};
template <> __host__ __device__ int Chooser::at<int>(int*) { return 3; }

template <class T> __host__ __device__ int offset(T a, int b = 10) { return a + b; }
template <> __host__ __device__ int offset<char>(char a, int b) { return 100 + b; }

namespace lib {
inline namespace v1 {
template <class T> struct Traits {
    static constexpr int rank = 1;
};
}
template <> struct Traits<int> {
    static constexpr int rank = 2;
};
}

__host__ __device__ void run(long long* out)
{
    out[0] = Size<char>::bytes * 100 + Size<short>::bytes;
    out[1] = Size<short>::scaled * 100 + Size<int>::scaled;
    int i = 0;
    float f = 0;
    out[2] = pick(i) * 1000 + pick(&i) * 100 + pick(f) * 10 + pick(&f);
    Chooser c;
    out[3] = c.at(i) * 10 + c.at(&i);
    out[4] = offset(1) * 1000 + offset('c');
    out[5] = lib::Traits<int>::rank * 100 + lib::Traits<long>::rank * 10 + lib::v1::Traits<int>::rank;
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
