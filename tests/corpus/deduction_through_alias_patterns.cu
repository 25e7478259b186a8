// corpus: C++20 class template argument deduction through alias templates that fix or repeat the class's arguments (Pair<T, T>, Vec<T, 2>, Wrap<const T>), and aggregate deduction of an array member from a braced list
#include <cstdio>

template <class T, int N>
struct Vec {
    T v[N];
};
template <class T>
using Vec2 = Vec<T, 2>;

template <class T, class U>
struct Pair {
    T a;
    U b;
};
template <class T>
using SamePair = Pair<T, T>;

template <class T>
struct Wrap {
    T* p;
    __host__ __device__ Wrap(T* q) : p(q) {}
};
template <class T>
using ConstWrap = Wrap<const T>;

__host__ __device__ void run(long* out)
{
    Vec arr{{1L, 2L, 3L}}; // Vec<long, 3>
    Vec2 v{{1.5f, 2.5f}};  // Vec<float, 2>
    SamePair p{1, 2};      // Pair<int, int>
    SamePair q{1.5, 2.5};  // Pair<double, double>
    int x = 4;
    ConstWrap cw(&x);      // Wrap<const int>
    out[0] = sizeof(arr) * 100 + arr.v[2];
    out[1] = sizeof(v) * 100 + (long)(v.v[0] + v.v[1]);
    out[2] = sizeof(p) * 100 + p.a + p.b;
    out[3] = sizeof(q) * 100 + (long)(q.a + q.b);
    out[4] = *cw.p;
}

__global__ void kernel(long* out) { run(out); }

int main()
{
    long* out;
    cudaMallocManaged(&out, 5 * sizeof(long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long host[5];
    run(host);
    for (int i = 0; i < 5; ++i)
        printf("%ld%c", out[i], i == 4 ? '\n' : ' ');
    for (int i = 0; i < 5; ++i)
        printf("%ld%c", host[i], i == 4 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
