// A kernel called from host code without an execution configuration runs nothing: nvcc
// refuses the call.
#include <cstdio>

__global__ void write_ones(int *out)
{
    out[threadIdx.x] = 1;
}

int main()
{
    int *d;
    cudaMalloc(&d, 4);
    write_ones(d);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
