// A class object converts to a scalar through its conversion function wherever it initializes,
// is assigned to or is returned as one: a user class and CUDA's __half.
#include <cstdio>
#include <cuda_fp16.h>

struct Meters {
    float v;
    __device__ operator float() const { return v; }
};

__device__ float asFloat(Meters m)
{
    return m;
}

__global__ void convert(float* out)
{
    Meters m{1.5f};
    float a = m;
    out[0] = a;
    out[1] = m;
    __half h = __float2half(2.5f);
    float b = h;
    out[2] = b;
    double d = 0;
    d = m;
    out[3] = (float)d * 2;
    out[4] = asFloat(Meters{4.25f});
}

int main()
{
    float* d;
    cudaMalloc(&d, 5 * sizeof(float));
    convert<<<1, 1>>>(d);
    float h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g %g\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
