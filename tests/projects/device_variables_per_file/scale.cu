#include "table.cuh"

__global__ void scaled_sum(float by, float* out)
{
    atomicAdd(&launches, 1);
    *out = (table[0] + table[1] + table[2] + table[3]) * by + launches;
}

float scale_sum(float by)
{
    const float values[4] = {0.5f, 0.5f, 0.5f, 0.5f};
    cudaMemcpyToSymbol(table, values, sizeof values);
    float* out;
    cudaMalloc(&out, sizeof(float));
    scaled_sum<<<1, 1>>>(by, out);
    float sum = 0;
    cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost);
    cudaFree(out);
    return sum + calls;
}
