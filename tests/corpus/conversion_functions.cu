// A class object converts to a scalar through its conversion function wherever it initializes,
// is assigned to or is returned as one (a user class and CUDA's __half), is passed for a scalar
// parameter, or is an operand of a built-in operator no overloaded one replaces.
#include <cstdio>
#include <cuda_fp16.h>

struct Meters {
    float v;
    __device__ operator float() const { return v; }
};

struct Count {
    int n;
    __device__ operator int() const { return n; }
};

__device__ float asFloat(Meters m)
{
    return m;
}

__device__ float twice(float x) { return 2 * x; }
__device__ double plusOne(double x) { return x + 1; }

__global__ void arithmetic(float* out)
{
    Meters m{1.5f};
    Count c{3};
    out[0] = twice(m) + plusOne(m);
    out[1] = m + 1.0f;
    out[2] = 2 * m + c;
    out[3] = c * c + (m < 2.0f);
    out[4] = fmaxf(m, 0.5f) + (c == 3);
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
    arithmetic<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g %g\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
