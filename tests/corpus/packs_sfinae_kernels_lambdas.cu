// Partial specializations with two packs, kernel templates overloaded by enable_if in the
// return type, and an extended lambda whose capture is used only in a cast of a parenthesized
// expression.
#include <cstdio>
#include <type_traits>
template <class... Ts>
struct list {};
template <class L1, class L2>
struct two {
    static constexpr int n = -1;
};
template <class... A, class... B>
struct two<list<A...>, list<B...>> {
    static constexpr int n = sizeof...(A) * 10 + sizeof...(B);
};
template <class T>
__global__ typename std::enable_if<(sizeof(T) == 8)>::type fill(T *o) { *o = T(8); }
template <class T>
__global__ typename std::enable_if<(sizeof(T) != 8)>::type fill(T *o) { *o = T(4); }
template <class F>
__global__ void apply(int *o, F f) { o[threadIdx.x] = f(threadIdx.x); }
__global__ void count(int *o) { o[0] = two<list<int, char>, list<float>>::n; o[1] = two<list<>, list<int, int, int>>::n; }
int main()
{
    int *o;
    cudaMallocManaged(&o, 8 * sizeof(int));
    count<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d %d host %d\n", o[0], o[1], two<list<int, char>, list<float>>::n);
    double *d;
    cudaMallocManaged(&d, sizeof(double));
    fill<<<1, 1>>>(d);
    fill<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%g %d\n", *d, o[0]);
    int s = 3;
    apply<<<1, 4>>>(o, [=] __device__(int i) { return (int)(i * s) + (s * 2); });
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    return 0;
}
