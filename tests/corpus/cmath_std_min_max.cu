// std::min and std::max with only <cmath> included (the host's library declares them through
// it from C++17), called in device code as constexpr functions.
#include <cmath>
#include <cstdio>

__global__ void clamp(const float* in, float* out, int n, float lo, float hi)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = std::min(std::max(in[i], lo), hi) + std::sqrt(4.0f);
}

int main()
{
    const int n = 8;
    float h[n] = {-3.0f, -1.0f, 0.0f, 0.5f, 1.0f, 2.5f, 7.0f, 100.0f};
    float *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    clamp<<<1, 32>>>(din, dout, n, -1.5f, 3.0f);
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    for (float v : h)
        printf("%g ", v);
    printf("\nhost: %g\n", std::min(2.0f, std::max(1.0f, 5.0f)));
    return 0;
}
