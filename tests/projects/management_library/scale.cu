#include <cuda_runtime.h>

__global__ void scale_kernel(float* data, int n, float factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= factor;
}

extern "C" float* upload(const float* host, int n) {
    float* device = 0;
    cudaMalloc(&device, n * sizeof(float));
    cudaMemcpy(device, host, n * sizeof(float), cudaMemcpyHostToDevice);
    return device;
}

extern "C" void scale(float* device, int n, float factor) {
    scale_kernel<<<(n + 255) / 256, 256>>>(device, n, factor);
    cudaDeviceSynchronize();
}

extern "C" void download(float* host, float* device, int n) {
    cudaMemcpy(host, device, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(device);
}
