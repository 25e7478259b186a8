#include <cstdio>

int profiled_copy(float* device, const float* host, int n);

__global__ void total(const float* v, int n, float* out)
{
    float t = 0;
    for (int i = 0; i < n; ++i) t += v[i];
    *out = t;
}

int main()
{
    const int n = 8;
    float host[n], *device, *sum, result = 0;
    for (int i = 0; i < n; ++i) host[i] = i + 1;
    cudaMalloc(&device, n * sizeof(float));
    cudaMalloc(&sum, sizeof(float));
    profiled_copy(device, host, n);
    total<<<1, 1>>>(device, n, sum);
    cudaMemcpy(&result, sum, sizeof result, cudaMemcpyDeviceToHost);
    printf("total %g\n", result);
    cudaFree(device);
    cudaFree(sum);
    return 0;
}
