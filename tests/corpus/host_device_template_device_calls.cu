// A __host__ __device__ template whose body calls a __device__-only function through a
// qualified, dependent call, instantiated only from device code: the host compiler reads the
// template without instantiating it, so the device function stays declared there.
#include <cstdio>

namespace fastmath {
__forceinline__ __device__ float reciprocal(float x) { return 1.f / x; }
}

template <typename Config> struct Attention {
    float scale;
    template <typename Params> __host__ __device__ Attention(const Params &p)
    {
        scale = p.sm_scale * fastmath::reciprocal(p.soft_cap);
    }
};

struct Params {
    float sm_scale, soft_cap;
};

__global__ void kernel(float *out, Params p)
{
    Attention<int> a(p);
    *out = a.scale;
}

int main()
{
    float *d, h = 0;
    cudaMalloc(&d, sizeof(float));
    kernel<<<1, 1>>>(d, Params{1.0f, 4.0f});
    cudaMemcpy(&h, d, sizeof(float), cudaMemcpyDeviceToHost);
    printf("scale %g\n", h);
    cudaFree(d);
    return 0;
}
