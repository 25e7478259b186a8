// Qualified names and using-directives: `lib::f` finds `lib`'s own `f` alone when `lib`
// declares one, and the `f` of the namespaces `lib` nominates only when it declares none;
// names of an inline namespace are `lib`'s own.
#include <cstdio>

namespace base {
__device__ int f(double) { return 1; }
__device__ int g(int) { return 2; }
}

namespace lib {
using namespace base;
__device__ int f(int) { return 3; }
inline namespace v2 {
__device__ int h(int) { return 4; }
}
__device__ int h(double) { return 5; }
}

__global__ void call(int* out)
{
    out[0] = lib::f(1.5); // lib's f(int): base::f is not found
    out[1] = lib::g(0);   // from base, since lib declares no g
    out[2] = lib::h(1);   // v2's h(int) is lib's own
    out[3] = lib::h(1.5);
    using namespace lib;
    out[4] = g(0);
}

int main()
{
    int* d;
    cudaMalloc(&d, 5 * sizeof(int));
    call<<<1, 1>>>(d);
    int h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 5; ++i) printf("out[%d] = %d\n", i, h[i]);
    cudaFree(d);
    return 0;
}
