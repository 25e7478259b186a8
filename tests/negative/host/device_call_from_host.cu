#include <cstdio>

__device__ float square(float x) { return x * x; }

__global__ void squares(float *out)
{
    out[threadIdx.x] = square((float)threadIdx.x);
}

int main()
{
    float  y   =  square(3.0f);
    printf("%f\n", y);
    return 0;
}
