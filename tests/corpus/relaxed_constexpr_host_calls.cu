// corpus: with --expt-relaxed-constexpr, a __device__ constexpr function is a host function
// too: host code calls it (in a constant expression and at run time), plain or a template.
#include <cstdio>
__device__ constexpr int square(int x) { return x * x; }
template <class T> __device__ constexpr T cube(T x) { return x * x * x; }
struct Scale {
    int factor;
    __device__ constexpr int apply(int v) const { return v * factor; }
};
__global__ void k(int *o) { o[0] = square(3) + cube(2) + Scale{5}.apply(2); }
int main()
{
    constexpr int s = square(4);
    static_assert(cube(2) == 8, "cube");
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d);
    int h;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    volatile int runtime = 3;
    printf("%d %d %d %.1f %d\n", h, s, cube(runtime), cube(1.5), Scale{3}.apply(runtime));
    return 0;
}
