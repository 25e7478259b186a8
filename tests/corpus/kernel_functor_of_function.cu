// A templated kernel launched from host code with a functor whose class template takes a
// function as its argument (Unary<square>): the host names the instance through the function's
// mangled name, which the device side reads back.
#include <cstdio>

__device__ float square(float v) { return v * v; }
namespace ops {
__device__ float twice(float v) { return 2.0f * v; }
}

template <float (*Fn)(float)>
struct Unary {
    __device__ float operator()(float v) const { return Fn(v); }
};

template <typename Op>
__global__ void apply(float *out, Op op, float v)
{
    out[threadIdx.x] = op(v + threadIdx.x);
}

int main()
{
    float *out;
    cudaMalloc(&out, 4 * sizeof(float));
    float h[4];
    apply<<<1, 2>>>(out, Unary<square>(), 3.0f);
    apply<<<1, 2>>>(out + 2, Unary<ops::twice>(), 3.0f);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
