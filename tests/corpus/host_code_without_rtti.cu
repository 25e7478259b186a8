// corpus: a program whose host code is built without RTTI (`-Xcompiler -fno-rtti`) builds and runs: the runtime's host header needs RTTI only for templated kernels
#include <cstdio>

__global__ void scale(float* v, float by, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= by;
}

int main()
{
    const int n = 64;
    float* v;
    cudaMallocManaged(&v, n * sizeof(float));
    for (int i = 0; i < n; ++i) v[i] = i;
    scale<<<2, 32>>>(v, 0.5f, n);
    cudaDeviceSynchronize();
    printf("%g %g %g\n", v[0], v[1], v[63]);
    cudaFree(v);
    return 0;
}
