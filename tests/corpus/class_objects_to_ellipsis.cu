// A class object passed to a C variadic device function (which cannot read it, but may take
// it): the classic overload test, `...` the worst match.
#include <cstdio>
struct NoSize {
    int a;
};
struct Wide {
    double d[4];
};
__device__ int sz(...) { return -1; }
__device__ int sz(int) { return 1; }
__device__ int count(int n, ...) { return n; }
template <class T>
__device__ char probe(typename T::tag *);
template <class T>
__device__ long probe(...);
struct Tagged {
    typedef int tag;
};
__global__ void k()
{
    NoSize n{3};
    Wide w{};
    if (threadIdx.x == 0) {
        printf("%d %d %d %d\n", sz(n), sz(2), sz(w), count(2, n, w));
        printf("%d %d\n", (int)sizeof(probe<Tagged>(0)), (int)sizeof(probe<NoSize>(0)));
    }
}
int main()
{
    k<<<1, 32>>>();
    cudaDeviceSynchronize();
    return 0;
}
